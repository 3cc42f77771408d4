/**
 * Users, their provider identities, roles, beta access, ban and language, and beta invitations: what sessions,
 * the access guard, the account routes and the admin console read. Personal fields are opened with the user's key
 * on the way in; a user whose key was shredded projects without them.
 */
import type { PoolClient } from 'pg';
import type {
  BetaInvitationIssuedData,
  BetaInvitationRedeemedData,
  IdentityLinkedData,
  LanguageChosenData,
  RecordedEvent,
  RoleChangedData,
  TravellerBannedData,
  UserRegisteredData,
} from '@safetrails/contracts';
import type { PiiVault } from '@safetrails/event-store';
import type { Projection } from '../../runtime/projection';

const EVENT_TYPES = [
  'UserRegistered',
  'IdentityLinked',
  'RoleGranted',
  'RoleRevoked',
  'BetaAccessGranted',
  'LanguageChosen',
  'BetaInvitationIssued',
  'BetaInvitationRedeemed',
  'AccountDeleted',
  'TravellerBanned',
  'BanLifted',
] as const;

export function usersProjection(vault: PiiVault): Projection {
  return {
    name: 'users',
    version: 4,
    eventTypes: EVENT_TYPES,

    createTables: (schema) => `
      CREATE TABLE ${schema}.users (
        user_id uuid PRIMARY KEY,
        display_name text,
        email text,
        provider text NOT NULL,
        roles text[] NOT NULL DEFAULT '{traveller}',
        beta_access boolean NOT NULL DEFAULT false,
        -- The end of the current or last ban; the access guard refuses writes before it.
        banned_until timestamptz,
        -- The language she chose (header or profile): the app's, and her emails' and notifications'.
        language text,
        registered_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        deleted_at timestamptz
      );
      CREATE INDEX users_email_idx ON ${schema}.users (lower(email));
      CREATE TABLE ${schema}.identities (
        provider text NOT NULL,
        subject_hash text NOT NULL,
        user_id uuid NOT NULL,
        PRIMARY KEY (provider, subject_hash)
      );
      CREATE INDEX identities_user_idx ON ${schema}.identities (user_id);
      CREATE TABLE ${schema}.beta_invitations (
        invitation_id uuid PRIMARY KEY,
        waitlist_stream text,
        issued_by uuid,
        issued_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        redeemed_by uuid,
        redeemed_at timestamptz
      );
      CREATE INDEX beta_invitations_waitlist_idx ON ${schema}.beta_invitations (waitlist_stream);`,

    async apply(tx: PoolClient, schema: string, events: readonly RecordedEvent[]): Promise<void> {
      for (const event of events) await applyOne(tx, schema, vault, event);
    },
  };
}

function userIdOf(event: RecordedEvent): string {
  return event.stream.slice('user-'.length);
}

async function applyOne(tx: PoolClient, schema: string, vault: PiiVault, event: RecordedEvent): Promise<void> {
  const at = event.metadata.occurredAt;
  switch (event.type) {
    case 'UserRegistered': {
      const data = event.data as UserRegisteredData;
      const userId = userIdOf(event);
      await tx.query(
        `INSERT INTO ${schema}.users (user_id, display_name, email, provider, registered_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $5) ON CONFLICT (user_id) DO NOTHING`,
        [userId, await vault.open(userId, data.displayName), await vault.open(userId, data.email), data.provider, at],
      );
      return;
    }
    case 'IdentityLinked': {
      const data = event.data as IdentityLinkedData;
      await tx.query(
        `INSERT INTO ${schema}.identities (provider, subject_hash, user_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
        [data.provider, data.subjectHash, userIdOf(event)],
      );
      return;
    }
    case 'RoleGranted':
    case 'RoleRevoked': {
      const { role } = event.data as RoleChangedData;
      const change =
        event.type === 'RoleGranted'
          ? `CASE WHEN $2 = ANY(roles) THEN roles ELSE array_append(roles, $2) END`
          : `array_remove(roles, $2)`;
      await tx.query(`UPDATE ${schema}.users SET roles = ${change}, updated_at = $3 WHERE user_id = $1`, [
        userIdOf(event),
        role,
        at,
      ]);
      return;
    }
    case 'BetaAccessGranted': {
      await tx.query(`UPDATE ${schema}.users SET beta_access = true, updated_at = $2 WHERE user_id = $1`, [
        userIdOf(event),
        at,
      ]);
      return;
    }
    case 'LanguageChosen': {
      const { language } = event.data as LanguageChosenData;
      await tx.query(`UPDATE ${schema}.users SET language = $2, updated_at = $3 WHERE user_id = $1`, [
        userIdOf(event),
        language,
        at,
      ]);
      return;
    }
    case 'TravellerBanned':
    case 'BanLifted': {
      const until = event.type === 'TravellerBanned' ? (event.data as TravellerBannedData).until : null;
      await tx.query(`UPDATE ${schema}.users SET banned_until = $2, updated_at = $3 WHERE user_id = $1`, [
        userIdOf(event),
        until,
        at,
      ]);
      return;
    }
    case 'BetaInvitationIssued': {
      const data = event.data as BetaInvitationIssuedData;
      await tx.query(
        `INSERT INTO ${schema}.beta_invitations (invitation_id, waitlist_stream, issued_by, issued_at, expires_at)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
        [data.invitationId, data.waitlistStream, event.metadata.actorId, at, data.expiresAt],
      );
      return;
    }
    case 'BetaInvitationRedeemed': {
      const data = event.data as BetaInvitationRedeemedData;
      await tx.query(
        `UPDATE ${schema}.beta_invitations SET redeemed_by = $2, redeemed_at = $3 WHERE invitation_id = $1`,
        [data.invitationId, data.userId, at],
      );
      return;
    }
    case 'AccountDeleted': {
      const userId = userIdOf(event);
      vault.forget(userId);
      await tx.query(
        `UPDATE ${schema}.users SET display_name = NULL, email = NULL, deleted_at = $2, updated_at = $2 WHERE user_id = $1`,
        [userId, at],
      );
      await tx.query(`DELETE FROM ${schema}.identities WHERE user_id = $1`, [userId]);
      return;
    }
    default:
      return;
  }
}
