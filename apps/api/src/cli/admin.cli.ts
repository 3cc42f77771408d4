/**
 * `npm run admin -- <command>`: operator commands, through the same command handlers as the API.
 *
 *   grant-role  --email <email> --role <moderator|admin> --reason "<why>"
 *   revoke-role --email <email> --role <moderator|admin> --reason "<why>"
 *   invite      --first <n>           invitations for the first n waitlist entries not yet invited
 *   invite      --email <email>       an invitation for that waitlist entry
 *   reapply-erasures                  the erasure ledger applied to this database (after a restore)
 *
 * Tokens are printed once; only their hashes are stored.
 */
import { parseArgs } from 'node:util';
import { CommandBus } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { ROLES, type Role } from '@safetrails/contracts';
import { READ_POOL } from '../platform/database/database.module';
import { ChangeRoleCommand } from '../identity/commands/change-role/change-role.command';
import { IssueBetaInvitationsCommand } from '../identity/commands/issue-beta-invitations/issue-beta-invitations.command';
import { ErasuresOnStart } from '../identity/commands/delete-account/erasures-on-start';
import { waitlistStreamName } from '../waitlist/domain/waitlist-entry';
import { runCli, withAppContext } from './app-context';

const OPERATOR = { correlationId: 'admin-cli', actorId: null, actorRole: 'system' as const };

runCli(async () => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      role: { type: 'string' },
      reason: { type: 'string' },
      first: { type: 'string' },
    },
  });
  const [command] = positionals;
  await withAppContext(async (app) => {
    const bus = app.get(CommandBus);
    const pool = app.get<Pool>(READ_POOL);
    switch (command ?? '') {
      case 'grant-role':
      case 'revoke-role': {
        const role = values.role as Role;
        if (!ROLES.includes(role) || role === 'traveller') throw new Error('--role must be moderator or admin');
        if (!values.reason?.trim()) throw new Error('--reason is required: it is recorded with the change');
        const user = await pool.query<{ user_id: string }>(
          'SELECT user_id FROM rm_users.users WHERE lower(email) = lower($1)',
          [values.email ?? ''],
        );
        const userId = user.rows[0]?.user_id;
        if (!userId)
          throw new Error(`No user with the email ${values.email ?? '(none given)'}: they must sign in once first`);
        await bus.execute(
          new ChangeRoleCommand(
            command === 'grant-role' ? 'grant' : 'revoke',
            userId,
            role,
            values.reason.trim(),
            OPERATOR,
          ),
        );
        console.log(`${command === 'grant-role' ? 'Granted' : 'Revoked'} ${role} for ${values.email}`);
        return;
      }
      case 'invite': {
        let streams: string[];
        if (values.email) {
          streams = [waitlistStreamName(values.email)];
        } else {
          const first = Number(values.first);
          if (!Number.isInteger(first) || first < 1 || first > 1000)
            throw new Error('--first must be a number from 1 to 1000');
          const rows = await pool.query<{ stream_id: string }>(
            `SELECT e.stream_id FROM rm_waitlist.entries e
             WHERE NOT EXISTS (SELECT 1 FROM rm_users.beta_invitations i WHERE i.waitlist_stream = e.stream_id)
             ORDER BY e.joined_at, e.event_position LIMIT $1`,
            [first],
          );
          streams = rows.rows.map((row) => row.stream_id);
        }
        const issued = await bus.execute(new IssueBetaInvitationsCommand(streams, OPERATOR));
        for (const invitation of issued) {
          console.log(`${invitation.token}  expires ${invitation.expiresAt}  /verify-beta?token=${invitation.token}`);
        }
        console.log(`${issued.length} invitation(s) issued.`);
        return;
      }
      case 'reapply-erasures': {
        // Booting the context applied the ledger already (ErasuresOnStart); this pass counts what is left.
        const { erasures, keysShredded, accountsDeleted } = await app.get(ErasuresOnStart).apply();
        console.log(
          `${erasures} erasure(s) in the ledger; all applied (${keysShredded} key(s) and ${accountsDeleted} account(s) were left on this pass)`,
        );
        return;
      }
      default:
        throw new Error(
          'Usage: npm run admin -- grant-role|revoke-role --email E --role R --reason "..." | invite --first N | invite --email E | reapply-erasures',
        );
    }
  });
});
