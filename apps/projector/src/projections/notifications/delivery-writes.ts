/**
 * The notifications read model's delivery side: each decision (what, for whom, why), the deliveries
 * it makes (one per channel that sends, due at once or when quiet hours end), the low-severity
 * alerts waiting for her digest, and each delivery's outcome. The notifier reads the due deliveries;
 * the console and her settings page read the decisions.
 */
import type { PoolClient } from 'pg';
import {
  NOTIFICATION_EVENT_TYPES,
  SENT_CHANNELS,
  alertDeliveryKey,
  digestDeliveryKey,
  type AlertNotificationDecidedData,
  type ChannelDecision,
  type NotificationCancelledData,
  type NotificationDigestDecidedData,
  type NotificationFailedData,
  type NotificationSentData,
  type RecordedEvent,
  type SentChannel,
} from '@safetrails/contracts';
import type { PiiVault } from '@safetrails/event-store';

export const DELIVERY_EVENT_TYPES = NOTIFICATION_EVENT_TYPES;

interface NewDelivery {
  readonly key: string;
  readonly stream: string;
  readonly userId: string;
  readonly alertId: string | null;
  readonly digestDay: string | null;
  readonly digestAlertIds: readonly string[] | null;
  readonly channel: SentChannel;
  readonly update: boolean;
  readonly decision: ChannelDecision;
  readonly at: string;
}

async function addDelivery(tx: PoolClient, schema: string, delivery: NewDelivery): Promise<void> {
  if (!delivery.decision.send) return;
  const notBefore = delivery.decision.notBefore ?? null;
  await tx.query(
    `INSERT INTO ${schema}.deliveries (delivery_key, stream, user_id, alert_id, digest_day, digest_alert_ids, channel,
       is_update, status, next_attempt_at, held, decided_at)
     VALUES ($1, $2, $3, $4, $5, $11, $6, $7, 'pending', $8, $9, $10)
     ON CONFLICT (delivery_key) DO NOTHING`,
    [
      delivery.key,
      delivery.stream,
      delivery.userId,
      delivery.alertId,
      delivery.digestDay,
      delivery.channel,
      delivery.update,
      notBefore ?? delivery.at,
      notBefore !== null,
      delivery.at,
      delivery.digestAlertIds,
    ],
  );
}

export async function applyDeliveryEvent(
  tx: PoolClient,
  schema: string,
  vault: PiiVault,
  event: RecordedEvent,
): Promise<void> {
  const at = event.metadata.occurredAt;
  switch (event.type) {
    case 'AlertNotificationDecided': {
      const data = event.data as AlertNotificationDecidedData;
      const match = await vault.open(data.userId, data.match);
      await tx.query(
        `INSERT INTO ${schema}.decisions (alert_id, user_id, alert_revision, is_update, facts, match, channels, decided_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING`,
        [
          data.alertId,
          data.userId,
          data.alertRevision,
          data.update,
          JSON.stringify(data.facts),
          match,
          JSON.stringify(data.channels),
          at,
        ],
      );
      for (const channel of SENT_CHANNELS) {
        const decision = data.channels[channel];
        await addDelivery(tx, schema, {
          key: alertDeliveryKey(data.alertId, data.userId, channel, data.update),
          stream: event.stream,
          userId: data.userId,
          alertId: data.alertId,
          digestDay: null,
          digestAlertIds: null,
          channel,
          update: data.update,
          decision,
          at,
        });
        if (!decision.send && 'digest' in decision) {
          await tx.query(
            `INSERT INTO ${schema}.digest_items (user_id, alert_id, channel, decided_at) VALUES ($1, $2, $3, $4)
             ON CONFLICT DO NOTHING`,
            [data.userId, data.alertId, channel, at],
          );
        }
      }
      break;
    }
    case 'NotificationDigestDecided': {
      const data = event.data as NotificationDigestDecidedData;
      for (const channel of SENT_CHANNELS) {
        await addDelivery(tx, schema, {
          key: digestDeliveryKey(data.userId, data.day, channel),
          stream: event.stream,
          userId: data.userId,
          alertId: null,
          digestDay: data.day,
          digestAlertIds: data.alertIds,
          channel,
          update: false,
          decision: data.channels[channel],
          at,
        });
      }
      await tx.query(`DELETE FROM ${schema}.digest_items WHERE user_id = $1 AND alert_id = ANY($2::uuid[])`, [
        data.userId,
        data.alertIds,
      ]);
      break;
    }
    case 'NotificationSent': {
      const data = event.data as NotificationSentData;
      await tx.query(
        `UPDATE ${schema}.deliveries SET status = 'sent', attempts = $2, sent_at = $3, next_attempt_at = NULL,
           last_error = NULL WHERE delivery_key = $1`,
        [data.deliveryKey, data.attempt, at],
      );
      break;
    }
    case 'NotificationFailed': {
      const data = event.data as NotificationFailedData;
      await tx.query(
        `UPDATE ${schema}.deliveries SET status = 'failed', attempts = $2, last_error = $3, next_attempt_at = $4
         WHERE delivery_key = $1`,
        [data.deliveryKey, data.attempt, data.reason, data.retryAt],
      );
      break;
    }
    case 'NotificationCancelled': {
      const data = event.data as NotificationCancelledData;
      await tx.query(
        `UPDATE ${schema}.deliveries SET status = 'cancelled', next_attempt_at = NULL, last_error = $2
         WHERE delivery_key = $1`,
        [data.deliveryKey, data.reason],
      );
      break;
    }
    default:
      break;
  }
}
