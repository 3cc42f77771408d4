/**
 * Linking a provider to the signed-in user: claim the identity stream for them (no_stream, so an
 * identity already someone else's is refused with 409), then record `IdentityLinked` on their
 * stream. Should the user refuse the link (a second account of the same provider, an account
 * deleted meanwhile), the claim just taken is released again, so no identity points at an account
 * that does not list it.
 */
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { laterPosition } from '@safetrails/contracts';
import { DomainError } from '../../../platform/event-sourcing/domain-error';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import { identityClaimDecider, identityStreamName, subjectHashOf } from '../../domain/identity-claim';
import { userDecider, userStreamName } from '../../domain/user';
import { LinkIdentityCommand } from './link-identity.command';

@CommandHandler(LinkIdentityCommand)
export class LinkIdentityHandler extends EventSourcedHandler implements ICommandHandler<LinkIdentityCommand> {
  async execute({ userId, provider, subject, context }: LinkIdentityCommand) {
    const subjectHash = subjectHashOf(provider, subject);
    const identityStream = identityStreamName(provider, subjectHash);
    const claim = await this.decide(identityStream, identityClaimDecider, { type: 'Link', userId, provider }, context);
    try {
      const linked = await this.decide(
        userStreamName(userId),
        userDecider,
        { type: 'LinkIdentity', provider, subjectHash },
        context,
      );
      return { position: laterPosition(claim.position, linked.position) };
    } catch (error) {
      if (error instanceof DomainError && claim.appended.length > 0) {
        await this.decide(identityStream, identityClaimDecider, { type: 'Release', userId }, context);
      }
      throw error;
    }
  }
}
