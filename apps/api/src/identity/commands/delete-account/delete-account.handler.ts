/**
 * Deleting an account: AccountDeleted on the user's stream, then the user's key is shredded, so
 * every personal field they ever gave (in the log, in backups, in any rebuild) becomes unreadable,
 * and every session ends. What they contributed to the community stays, attributed to a deleted user.
 */
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore, PiiVault } from '@safetrails/event-store';
import type { Pool } from 'pg';
import { EVENT_STORE, PII_VAULT, READ_POOL } from '../../../platform/database/database.module';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import { identityClaimDecider, identityStreamName } from '../../domain/identity-claim';
import { userDecider, userStreamName } from '../../domain/user';
import { DeleteAccountCommand } from './delete-account.command';

@CommandHandler(DeleteAccountCommand)
export class DeleteAccountHandler extends EventSourcedHandler implements ICommandHandler<DeleteAccountCommand> {
  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(PII_VAULT) private readonly vault: PiiVault,
    @Inject(READ_POOL) private readonly pool: Pool,
  ) {
    super(store);
  }

  async execute({ userId, context, via }: DeleteAccountCommand) {
    const { position, state } = await this.decide(
      userStreamName(userId),
      userDecider,
      { type: 'DeleteAccount', via },
      context,
    );
    // The sign-in identities let go of the deleted account: signing in again opens a new one.
    for (const identity of state.identities) {
      await this.decide(
        identityStreamName(identity.provider, identity.subjectHash),
        identityClaimDecider,
        { type: 'Release', userId },
        context,
      );
    }
    await this.vault.shred(userId);
    await this.pool.query('DELETE FROM auth.sessions WHERE user_id = $1', [userId]);
    return { position };
  }
}
