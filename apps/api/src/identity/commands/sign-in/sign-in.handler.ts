/**
 * Sign-in: claim the provider identity for a new user id (no_stream: the first claim wins, so a
 * double first sign-in makes one account), register the user if this is their first time (their
 * personal fields sealed with their own key), and make them admin when ADMIN_EMAILS names them.
 */
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { laterPosition } from '@safetrails/contracts';
import type { EventStore, PiiVault } from '@safetrails/event-store';
import { randomUUID } from 'node:crypto';
import { adminEmails, AppConfig } from '../../../config/app.config';
import { EVENT_STORE, PII_VAULT } from '../../../platform/database/database.module';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import { identityClaimDecider, identityStreamName, subjectHashOf } from '../../domain/identity-claim';
import { userDecider, userStreamName } from '../../domain/user';
import { SignInCommand, type SignInResult } from './sign-in.command';

@CommandHandler(SignInCommand)
export class SignInHandler extends EventSourcedHandler implements ICommandHandler<SignInCommand> {
  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(PII_VAULT) private readonly vault: PiiVault,
    private readonly config: AppConfig,
  ) {
    super(store);
  }

  async execute(command: SignInCommand): Promise<SignInResult> {
    const subjectHash = subjectHashOf(command.provider, command.subject);
    const claim = await this.decide(
      identityStreamName(command.provider, subjectHash),
      identityClaimDecider,
      { type: 'Claim', userId: randomUUID() },
      command.context,
    );
    const userId = claim.state.userId;
    if (!userId) throw new Error('identity claim left no owner');

    await this.vault.ensureKey(userId);
    const registered = await this.decide(
      userStreamName(userId),
      userDecider,
      {
        type: 'RegisterUser',
        provider: command.provider,
        subjectHash,
        displayName: await this.vault.seal(userId, command.profile.displayName),
        email: await this.vault.seal(userId, command.profile.email?.toLowerCase() ?? null),
      },
      { ...command.context, actorId: userId },
    );
    let position = laterPosition(claim.position, registered.position);

    const email = command.profile.email?.trim().toLowerCase();
    if (email && adminEmails(this.config).has(email)) {
      const granted = await this.decide(
        userStreamName(userId),
        userDecider,
        { type: 'GrantRole', role: 'admin', reason: 'Named in ADMIN_EMAILS' },
        { ...command.context, actorId: null, actorRole: 'system' },
      );
      position = laterPosition(position, granted.position);
    }
    return { userId, isNew: registered.appended.length > 0, position };
  }
}
