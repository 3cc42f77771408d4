/**
 * A moderator takes a safety tip down (`tip-<uuid>`, after the tip and its votes): `TipRemoved`
 * with a reason; the tips read model stops showing it and votes on it are refused. Removing twice
 * changes nothing.
 */
import {
  ModerationEventTypes,
  type RecordedEvent,
  type SafetyTipSubmittedData,
  type TipRemovedData,
} from '@safetrails/contracts';
import type { DecidedEvent, Decider } from '../../platform/event-sourcing/handle-command';
import { UnknownTipError } from '../../destinations/domain/safety-tip';

export interface TipRemovalState {
  readonly tip: SafetyTipSubmittedData | null;
  readonly removed: boolean;
}

export interface RemoveTip {
  readonly type: 'RemoveTip';
  readonly reason: string;
}

export const tipRemovalDecider: Decider<TipRemovalState, RemoveTip> = {
  initialState: () => ({ tip: null, removed: false }),

  evolve(state, event: RecordedEvent): TipRemovalState {
    if (event.type === 'SafetyTipSubmitted') return { ...state, tip: event.data as SafetyTipSubmittedData };
    if (event.type === 'TipRemoved') return { ...state, removed: true };
    return state;
  },

  decide(command, state): DecidedEvent[] {
    if (!state.tip) throw new UnknownTipError();
    if (state.removed) return [];
    const data: TipRemovedData = {
      tipId: state.tip.tipId,
      destinationId: state.tip.destinationId,
      userId: state.tip.userId,
      reason: command.reason,
    };
    return [{ ...ModerationEventTypes.TipRemoved, data }];
  },
};
