/**
 * Linking a provider to the signed-in user: claim the identity stream for them (no_stream, so an
 * identity already someone else's is refused with 409), then record `IdentityLinked` on their
 * stream. Should the user refuse the link (a second account of the same provider, an account
 * deleted meanwhile), the claim just taken is released again, so no identity points at an account
 * that does not list it.
 */
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { laterPosition } from '@safetrails/contracts';
import type { EventStore } from '@safetrails/event-store';
import { EVENT_STORE } from '../../../platform/database/database.module';
import { DomainError } from '../../../platform/event-sourcing/domain-error';
import { handleCommand } from '../../../platform/event-sourcing/handle-command';
import { identityClaimDecider, identityStreamName, subjectHashOf } from '../../domain/identity-claim';
import { userDecider, userStreamName } from '../../domain/user';
import { LinkIdentityCommand } from './link-identity.command';

@CommandHandler(LinkIdentityCommand)
export class LinkIdentityHandler implements ICommandHandler<LinkIdentityCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ userId, provider, subject, context }: LinkIdentityCommand) {
    const subjectHash = subjectHashOf(provider, subject);
    const identityStream = identityStreamName(provider, subjectHash);
    const claim = await handleCommand(
      this.store,
      identityStream,
      identityClaimDecider,
      { type: 'Link', userId, provider },
      context,
    );
    try {
      const linked = await handleCommand(
        this.store,
        userStreamName(userId),
        userDecider,
        { type: 'LinkIdentity', provider, subjectHash },
        context,
      );
      return { position: laterPosition(claim.position, linked.position) };
    } catch (error) {
      if (error instanceof DomainError && claim.appended.length > 0) {
        await handleCommand(this.store, identityStream, identityClaimDecider, { type: 'Release', userId }, context);
      }
      throw error;
    }
  }
}
