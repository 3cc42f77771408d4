/**
 * A safety tip (`tip-<uuid>`) and the travellers' votes on it: one vote per traveller, which they
 * can change or take back. Votes live with the tip, not the destination, so voting never contends
 * with ratings.
 */
import {
  DestinationEventTypes,
  type ErrorResponse,
  type RecordedEvent,
  type SafetyTipSubmittedData,
  type SafetyTipVotedData,
  type TipVote,
} from '@safetrails/contracts';
import { DomainError } from '../../platform/event-sourcing/domain-error';
import type { DecidedEvent, Decider } from '../../platform/event-sourcing/handle-command';

export interface SafetyTipState {
  readonly submitted: boolean;
  /** Taken down by a moderator (`TipRemoved`): gone for travellers, votes refused. */
  readonly removed: boolean;
  readonly authorId: string | null;
  readonly votes: Readonly<Record<string, TipVote>>;
}

export type SafetyTipCommand =
  | ({ readonly type: 'SubmitTip' } & SafetyTipSubmittedData)
  | { readonly type: 'Vote'; readonly userId: string; readonly vote: TipVote };

export class UnknownTipError extends DomainError {
  override readonly name = 'UnknownTipError';
  toResponse(): ErrorResponse {
    return { statusCode: 404, error: 'Not Found', message: 'No such safety tip' };
  }
}

export class OwnTipVoteError extends DomainError {
  override readonly name = 'OwnTipVoteError';
  toResponse(): ErrorResponse {
    return {
      statusCode: 422,
      error: 'Unprocessable Entity',
      code: 'OWN_TIP',
      message: 'You cannot vote on your own tip',
    };
  }
}

export const safetyTipDecider: Decider<SafetyTipState, SafetyTipCommand> = {
  initialState: () => ({ submitted: false, removed: false, authorId: null, votes: {} }),

  evolve(state, event: RecordedEvent): SafetyTipState {
    switch (event.type) {
      case 'SafetyTipSubmitted':
        return { ...state, submitted: true, authorId: (event.data as SafetyTipSubmittedData).userId };
      case 'SafetyTipVoted': {
        const data = event.data as SafetyTipVotedData;
        return { ...state, votes: { ...state.votes, [data.userId]: data.vote } };
      }
      case 'TipRemoved':
        return { ...state, removed: true };
      default:
        return state;
    }
  },

  decide(command, state): DecidedEvent[] {
    if (command.type === 'SubmitTip') {
      if (state.submitted) return [];
      const { type: _type, ...data } = command;
      return [{ ...DestinationEventTypes.SafetyTipSubmitted, data }];
    }
    if (!state.submitted || state.removed) throw new UnknownTipError();
    if (command.userId === state.authorId) throw new OwnTipVoteError();
    const previous = state.votes[command.userId] ?? 'none';
    if (previous === command.vote) return [];
    const data: SafetyTipVotedData = { userId: command.userId, vote: command.vote, previous };
    return [{ ...DestinationEventTypes.SafetyTipVoted, data }];
  },
};
