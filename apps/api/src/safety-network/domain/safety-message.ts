/**
 * One safety message's outcomes (`safety-message-<uuid of its key>`): sent, failed and retried, or
 * cancelled (the contact left, she answered first). Sent or cancelled is final, so the notifier,
 * which reads this stream before each send, never sends a message twice (notification.ts's rule).
 */
import {
  SAFETY_MESSAGE_STREAM_PREFIX,
  SafetyNetworkEventTypes as Types,
  type RecordedEvent,
  type SafetyMessageCancelReason,
  type SafetyMessageEvent,
} from '@safetrails/contracts';
import type { DecidedEvent, Decider } from '../../platform/event-sourcing/handle-command';
import { uuidFrom } from '../../platform/event-sourcing/ids';
import { outcomeToRecord } from '../../notifications/domain/notification';

/** The stream of one message's outcomes, named from its delivery key. */
export function safetyMessageStream(key: string): string {
  return `${SAFETY_MESSAGE_STREAM_PREFIX}${uuidFrom('safety-message', key)}`;
}

export interface SafetyMessageState {
  readonly status: 'pending' | 'sent' | 'failed' | 'cancelled';
  readonly attempts: number;
}

export type SafetyMessageOutcome =
  | { readonly kind: 'sent' }
  | { readonly kind: 'failed'; readonly reason: string; readonly retryAt: string | null }
  | { readonly kind: 'cancelled'; readonly reason: SafetyMessageCancelReason };

export interface RecordSafetyMessageOutcome {
  readonly key: string;
  readonly attempt: number;
  readonly outcome: SafetyMessageOutcome;
}

export const safetyMessageDecider: Decider<SafetyMessageState, RecordSafetyMessageOutcome> = {
  initialState: () => ({ status: 'pending', attempts: 0 }),

  evolve(state, recorded: RecordedEvent): SafetyMessageState {
    const event = recorded as SafetyMessageEvent;
    switch (event.type) {
      case 'SafetyMessageSent':
        return { status: 'sent', attempts: event.data.attempt };
      case 'SafetyMessageFailed':
        return { status: 'failed', attempts: event.data.attempt };
      case 'SafetyMessageCancelled':
        return { ...state, status: 'cancelled' };
      default: {
        const unhandled: never = event;
        throw new Error(`Unhandled safety message event ${(unhandled as RecordedEvent).type}`);
      }
    }
  },

  decide({ key, attempt, outcome }, state): DecidedEvent[] {
    const recorded = outcomeToRecord(state, attempt, outcome);
    if (!recorded) return [];
    switch (recorded.kind) {
      case 'sent':
        return [{ ...Types.SafetyMessageSent, data: { key, attempt } }];
      case 'failed':
        return [
          { ...Types.SafetyMessageFailed, data: { key, attempt, reason: recorded.reason, retryAt: recorded.retryAt } },
        ];
      case 'cancelled':
        return [{ ...Types.SafetyMessageCancelled, data: { key, reason: recorded.reason } }];
      default: {
        const unhandled: never = recorded;
        throw new Error(`Unhandled outcome ${JSON.stringify(unhandled)}`);
      }
    }
  },
};
