/**
 * A queue item's moderation (`moderation-item-<kind>-<targetId>`): who holds it and what was decided.
 * A claim is appended with the revision read, so of two moderators claiming at once one wins and
 * the other, deciding again on the winner's event, is told who holds the item. Claims lapse at
 * their `until`; the clock comes in with each command, so the rules stay pure.
 *
 * Whether an item is open is the queue's business (a new flag reopens a closed item, a post hidden
 * elsewhere closes it): the handlers check that on the read model. This stream guards the claim.
 */
import {
  MODERATION_ACTION_OUTCOME,
  ModerationEventTypes,
  type ErrorResponse,
  type ItemClaimedErrorResponse,
  type ModerationAction,
  type ModerationItemClaimedData,
  type ModerationItemKind,
  type ModerationItemReleasedData,
  type ModerationItemReopenedData,
  type ModerationItemResolvedData,
  type RecordedEvent,
} from '@safetrails/contracts';
import { DomainError } from '../../platform/event-sourcing/domain-error';
import type { DecidedEvent, Decider } from '../../platform/event-sourcing/handle-command';

export interface Claim {
  readonly moderatorId: string;
  /** ISO time. */
  readonly until: string;
}

export interface ModerationItemState {
  readonly claim: Claim | null;
}

interface ItemRef {
  readonly itemId: string;
  readonly kind: ModerationItemKind;
  readonly targetId: string;
}

export type ModerationItemCommand =
  | (ItemRef & { readonly type: 'Claim'; readonly moderatorId: string; readonly now: Date; readonly minutes: number })
  | {
      readonly type: 'Release';
      readonly itemId: string;
      /** Who asks; an admin may end someone else's claim. */
      readonly moderatorId: string;
      readonly isAdmin: boolean;
      readonly now: Date;
    }
  | (ItemRef & {
      readonly type: 'Resolve';
      readonly moderatorId: string;
      readonly action: Exclude<ModerationAction, 'reopen'>;
      readonly reason: string;
      readonly subjectUserId: string | null;
      readonly now: Date;
    })
  | (ItemRef & { readonly type: 'Reopen'; readonly moderatorId: string; readonly reason: string; readonly now: Date });

/** Someone else holds the item. The handler adds the holder's name before answering. */
export class ItemClaimedError extends DomainError {
  override readonly name = 'ItemClaimedError';
  constructor(
    readonly claim: Claim,
    readonly holderName: string | null = null,
  ) {
    super(
      `${holderName ?? 'Another moderator'} is working on this item until ${claim.until.slice(11, 16)} UTC; ` +
        'wait for their claim to end or ask them to release it',
    );
  }
  toResponse(): ItemClaimedErrorResponse {
    return {
      statusCode: 409,
      error: 'Conflict',
      code: 'ITEM_CLAIMED',
      message: this.message,
      claimedBy: { id: this.claim.moderatorId, name: this.holderName },
      claimedUntil: this.claim.until,
    };
  }
}

export class NotYourClaimError extends DomainError {
  override readonly name = 'NotYourClaimError';
  constructor() {
    super('This claim is another moderator’s: only they (or an admin) can release it');
  }
  toResponse(): ErrorResponse {
    return { statusCode: 409, error: 'Conflict', code: 'NOT_YOUR_CLAIM', message: this.message };
  }
}

export function activeClaim(state: ModerationItemState, now: Date): Claim | null {
  return state.claim && Date.parse(state.claim.until) > now.getTime() ? state.claim : null;
}

/** Refuses when a moderator other than `moderatorId` holds an unexpired claim. */
function assertNotHeldByAnother(state: ModerationItemState, moderatorId: string, now: Date): void {
  const claim = activeClaim(state, now);
  if (claim && claim.moderatorId !== moderatorId) throw new ItemClaimedError(claim);
}

export const moderationItemDecider: Decider<ModerationItemState, ModerationItemCommand> = {
  initialState: () => ({ claim: null }),

  evolve(state, event: RecordedEvent): ModerationItemState {
    switch (event.type) {
      case 'ModerationItemClaimed': {
        const data = event.data as ModerationItemClaimedData;
        return { claim: { moderatorId: data.moderatorId, until: data.until } };
      }
      case 'ModerationItemReleased':
      case 'ModerationItemResolved':
      case 'ModerationItemReopened':
        return { claim: null };
      default:
        return state;
    }
  },

  decide(command, state): DecidedEvent[] {
    switch (command.type) {
      case 'Claim': {
        assertNotHeldByAnother(state, command.moderatorId, command.now);
        const data: ModerationItemClaimedData = {
          itemId: command.itemId,
          kind: command.kind,
          targetId: command.targetId,
          moderatorId: command.moderatorId,
          until: new Date(command.now.getTime() + command.minutes * 60_000).toISOString(),
        };
        return [{ ...ModerationEventTypes.ModerationItemClaimed, data }];
      }
      case 'Release': {
        const claim = activeClaim(state, command.now);
        if (!claim) return [];
        if (claim.moderatorId !== command.moderatorId && !command.isAdmin) throw new NotYourClaimError();
        const data: ModerationItemReleasedData = { itemId: command.itemId, moderatorId: claim.moderatorId };
        return [{ ...ModerationEventTypes.ModerationItemReleased, data }];
      }
      case 'Resolve': {
        assertNotHeldByAnother(state, command.moderatorId, command.now);
        const data: ModerationItemResolvedData = {
          itemId: command.itemId,
          kind: command.kind,
          targetId: command.targetId,
          outcome: MODERATION_ACTION_OUTCOME[command.action],
          action: command.action,
          reason: command.reason,
          subjectUserId: command.subjectUserId,
        };
        return [{ ...ModerationEventTypes.ModerationItemResolved, data }];
      }
      case 'Reopen': {
        assertNotHeldByAnother(state, command.moderatorId, command.now);
        const data: ModerationItemReopenedData = {
          itemId: command.itemId,
          kind: command.kind,
          targetId: command.targetId,
          reason: command.reason,
        };
        return [{ ...ModerationEventTypes.ModerationItemReopened, data }];
      }
      default: {
        const unhandled: never = command;
        throw new Error(`Unhandled moderation item command ${JSON.stringify(unhandled)}`);
      }
    }
  },
};
