/**
 * What one traveller is told about one alert (`notification-<alertId>-<userId>`), or about one day's
 * low-severity alerts (`notification-digest-<userId>-<day>`): the decision, with its reasons, and
 * every delivery's outcome. One message per alert per channel, and one "updated" message at most;
 * a delivery that was sent is never sent again, whatever the notifier retries after a restart.
 */
import {
  NotificationEventTypes,
  SENT_CHANNELS,
  alertDeliveryKey,
  digestDeliveryKey,
  type ChannelDecision,
  type NotificationEvent,
  type NotificationSkipReason,
  type NotifiedAlertFacts,
  type RecordedEvent,
  type Sealed,
  type SentChannel,
} from '@safetrails/contracts';
import type { DecidedEvent, Decider } from '../../platform/event-sourcing/handle-command';
import { decideNotification, type MatchedPlace, type RecipientSettings } from './notification-policy';

export type DeliveryStatus = 'pending' | 'sent' | 'failed' | 'cancelled';

export interface DeliveryState {
  readonly channel: SentChannel;
  readonly status: DeliveryStatus;
  readonly attempts: number;
}

export interface NotificationState {
  /** The alert revision last decided on. */
  readonly lastRevision: number | null;
  readonly lastFacts: NotifiedAlertFacts | null;
  readonly updateDecided: boolean;
  readonly digestDecided: boolean;
  readonly deliveries: ReadonlyMap<string, DeliveryState>;
}

export type DeliveryOutcome =
  | { readonly kind: 'sent' }
  | { readonly kind: 'failed'; readonly reason: string; readonly retryAt: string | null }
  | { readonly kind: 'cancelled'; readonly reason: NotificationSkipReason };

export type NotificationCommand =
  | {
      readonly type: 'DecideAlert';
      readonly alertId: string;
      readonly userId: string;
      readonly alertRevision: number;
      readonly facts: NotifiedAlertFacts;
      readonly settings: RecipientSettings;
      readonly place: MatchedPlace;
      /** The match (NotificationMatch), sealed with her key: where her place is stays hers. */
      readonly sealedMatch: Sealed;
      readonly now: Date;
    }
  | {
      readonly type: 'DecideDigest';
      readonly userId: string;
      readonly day: string;
      readonly alertIds: readonly string[];
      readonly channels: Readonly<Record<SentChannel, ChannelDecision>>;
    }
  | {
      readonly type: 'RecordOutcome';
      readonly deliveryKey: string;
      readonly attempt: number;
      readonly outcome: DeliveryOutcome;
    };

function withDeliveries(
  state: NotificationState,
  keyOf: (channel: SentChannel) => string,
  channels: Readonly<Record<SentChannel, ChannelDecision>>,
): ReadonlyMap<string, DeliveryState> {
  const deliveries = new Map(state.deliveries);
  for (const channel of SENT_CHANNELS) {
    if (channels[channel].send) deliveries.set(keyOf(channel), { channel, status: 'pending', attempts: 0 });
  }
  return deliveries;
}

function settled(delivery: Pick<DeliveryState, 'status'>): boolean {
  return delivery.status === 'sent' || delivery.status === 'cancelled';
}

/**
 * The outcome of an attempt worth recording, or null: sent or cancelled is final, and an attempt
 * already recorded as failed is not recorded twice (a notifier restarted mid-send tries again with
 * the same attempt number). Shared by every kind of message the notifier sends.
 */
export function outcomeToRecord<Outcome extends { readonly kind: 'sent' | 'failed' | 'cancelled' }>(
  delivery: Pick<DeliveryState, 'status' | 'attempts'>,
  attempt: number,
  outcome: Outcome,
): Outcome | null {
  if (settled(delivery)) return null;
  if (outcome.kind === 'cancelled') return outcome;
  if (attempt <= delivery.attempts && delivery.status === 'failed') return null;
  return outcome;
}

export const notificationDecider: Decider<NotificationState, NotificationCommand> = {
  initialState: () => ({
    lastRevision: null,
    lastFacts: null,
    updateDecided: false,
    digestDecided: false,
    deliveries: new Map(),
  }),

  evolve(state, recorded: RecordedEvent): NotificationState {
    const event = recorded as NotificationEvent;
    switch (event.type) {
      case 'AlertNotificationDecided': {
        const { alertId, userId, update, channels } = event.data;
        return {
          ...state,
          lastRevision: event.data.alertRevision,
          lastFacts: event.data.facts,
          updateDecided: state.updateDecided || update,
          deliveries: withDeliveries(state, (channel) => alertDeliveryKey(alertId, userId, channel, update), channels),
        };
      }
      case 'NotificationDigestDecided': {
        const { userId, day, channels } = event.data;
        return {
          ...state,
          digestDecided: true,
          deliveries: withDeliveries(state, (channel) => digestDeliveryKey(userId, day, channel), channels),
        };
      }
      case 'NotificationSent':
      case 'NotificationFailed':
      case 'NotificationCancelled': {
        const delivery = state.deliveries.get(event.data.deliveryKey);
        if (!delivery) return state;
        const deliveries = new Map(state.deliveries);
        const status: DeliveryStatus =
          event.type === 'NotificationSent' ? 'sent' : event.type === 'NotificationCancelled' ? 'cancelled' : 'failed';
        const attempts = event.type === 'NotificationCancelled' ? delivery.attempts : event.data.attempt;
        deliveries.set(event.data.deliveryKey, { ...delivery, status, attempts });
        return { ...state, deliveries };
      }
      default: {
        const unhandled: never = event;
        throw new Error(`Unhandled notification event ${(unhandled as RecordedEvent).type}`);
      }
    }
  },

  decide(command, state): DecidedEvent[] {
    switch (command.type) {
      case 'DecideAlert': {
        // The notifier read this version already (a restart replays what it had not checkpointed).
        if (state.lastRevision !== null && command.alertRevision <= state.lastRevision) return [];
        const decision = decideNotification({
          settings: command.settings,
          place: command.place,
          facts: command.facts,
          told: { lastFacts: state.lastFacts, updateDecided: state.updateDecided },
          now: command.now,
        });
        if (!decision) return [];
        return [
          {
            ...NotificationEventTypes.AlertNotificationDecided,
            data: {
              alertId: command.alertId,
              userId: command.userId,
              alertRevision: command.alertRevision,
              update: decision.update,
              facts: command.facts,
              match: command.sealedMatch,
              channels: decision.channels,
            },
          },
        ];
      }
      case 'DecideDigest':
        if (state.digestDecided) return [];
        return [
          {
            ...NotificationEventTypes.NotificationDigestDecided,
            data: { userId: command.userId, day: command.day, alertIds: command.alertIds, channels: command.channels },
          },
        ];
      case 'RecordOutcome': {
        const delivery = state.deliveries.get(command.deliveryKey);
        if (!delivery) throw new Error(`No delivery ${command.deliveryKey} was decided in this stream`);
        const recorded = outcomeToRecord(delivery, command.attempt, command.outcome);
        if (!recorded) return [];
        const base = { deliveryKey: command.deliveryKey, channel: delivery.channel };
        switch (recorded.kind) {
          case 'cancelled':
            return [{ ...NotificationEventTypes.NotificationCancelled, data: { ...base, reason: recorded.reason } }];
          case 'sent':
            return [{ ...NotificationEventTypes.NotificationSent, data: { ...base, attempt: command.attempt } }];
          case 'failed':
            return [
              {
                ...NotificationEventTypes.NotificationFailed,
                data: { ...base, attempt: command.attempt, reason: recorded.reason, retryAt: recorded.retryAt },
              },
            ];
          default: {
            const unhandled: never = recorded;
            throw new Error(`Unhandled outcome ${JSON.stringify(unhandled)}`);
          }
        }
      }
      default: {
        const unhandled: never = command;
        throw new Error(`Unhandled notification command ${JSON.stringify(unhandled)}`);
      }
    }
  },
};
