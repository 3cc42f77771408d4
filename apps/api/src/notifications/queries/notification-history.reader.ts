/**
 * A traveller's notification history (`rm_notifications.decisions` and `deliveries`): every alert
 * decided for her, what each channel did and why, and what became of each message. She reads her
 * own on her settings page; an admin reads one traveller's in the console, to answer "why did she
 * get this, or not?".
 */
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import {
  NOTIFICATION_CHANNELS,
  SENT_CHANNELS,
  alertDeliveryKey,
  type AlertReach,
  type ChannelDecision,
  type ChannelOutcome,
  type NotificationChannel,
  type NotificationHistoryEntry,
  type NotificationMatch,
  type NotifiedAlertFacts,
} from '@safetrails/contracts';
import { READ_POOL } from '../../platform/database/database.module';

interface DecisionRow {
  alert_id: string;
  title: string | null;
  is_update: boolean;
  facts: NotifiedAlertFacts;
  match: NotificationMatch | null;
  channels: Record<NotificationChannel, ChannelDecision>;
  decided_at: Date;
  deliveries: {
    key: string;
    status: 'pending' | 'sent' | 'failed' | 'cancelled';
    retrying: boolean;
    attempts: number;
    sent_at: string | null;
    last_error: string | null;
  }[];
}

function outcomeOf(decision: ChannelDecision, delivery: DecisionRow['deliveries'][number] | undefined): ChannelOutcome {
  const base = { status: null, attempts: 0, sentAt: null, lastError: null, notBefore: null, reason: null };
  if (!decision.send) {
    return 'digest' in decision
      ? { ...base, decision: 'digest' }
      : { ...base, decision: 'skip', reason: decision.reason };
  }
  // A failure with a next attempt is a retry; without one, given up.
  const status = delivery?.status === 'failed' && delivery.retrying ? 'retrying' : (delivery?.status ?? null);
  return {
    decision: decision.notBefore ? 'held' : 'send',
    reason: null,
    notBefore: decision.notBefore ?? null,
    status,
    attempts: delivery?.attempts ?? 0,
    sentAt: delivery?.sent_at ?? null,
    lastError: delivery?.last_error ?? null,
  };
}

@Injectable()
export class NotificationHistoryReader {
  constructor(@Inject(READ_POOL) private readonly pool: Pool) {}

  async historyOf(userId: string, limit = 50): Promise<NotificationHistoryEntry[]> {
    const { rows } = await this.pool.query<DecisionRow>(
      `SELECT d.alert_id, a.title, d.is_update, d.facts, d.match, d.channels, d.decided_at,
              coalesce((SELECT json_agg(json_build_object('key', x.delivery_key, 'status', x.status, 'attempts', x.attempts,
                                                          'retrying', x.next_attempt_at IS NOT NULL,
                                                          'sent_at', x.sent_at, 'last_error', x.last_error))
                        FROM rm_notifications.deliveries x WHERE x.alert_id = d.alert_id AND x.user_id = d.user_id), '[]') AS deliveries
       FROM rm_notifications.decisions d
       LEFT JOIN rm_alerts.alerts a ON a.alert_id = d.alert_id
       WHERE d.user_id = $1
       ORDER BY d.decided_at DESC LIMIT $2`,
      [userId, limit],
    );
    return rows.map((row) => {
      const { match } = row;
      const deliveryFor = (channel: NotificationChannel) =>
        channel === 'app'
          ? undefined
          : row.deliveries.find(
              (delivery) => delivery.key === alertDeliveryKey(row.alert_id, userId, channel, row.is_update),
            );
      const channels = Object.fromEntries(
        NOTIFICATION_CHANNELS.map((channel) => {
          const outcome = outcomeOf(row.channels[channel], deliveryFor(channel));
          // The bell has no delivery: deciding it is showing it.
          return [channel, channel === 'app' && outcome.decision === 'send' ? { ...outcome, status: 'sent' } : outcome];
        }),
      ) as Record<NotificationChannel, ChannelOutcome>;
      return {
        alertId: row.alert_id,
        alertTitle: row.title ?? 'An alert no longer kept',
        decidedAt: row.decided_at.toISOString(),
        update: row.is_update,
        severity: row.facts.severity,
        kind: row.facts.kind,
        magnitude: row.facts.magnitude,
        placeLabel: match?.placeLabel ?? null,
        distanceKm: match?.distanceKm ?? null,
        channels,
      };
    });
  }

  /** How far one alert reached: travellers decided for, and per channel what became of it. */
  async reachOf(alertId: string): Promise<AlertReach> {
    const [decisions, deliveries, bell] = await Promise.all([
      this.pool.query<{ user_id: string; channels: Record<NotificationChannel, ChannelDecision> }>(
        `SELECT DISTINCT ON (user_id) user_id, channels FROM rm_notifications.decisions WHERE alert_id = $1
         ORDER BY user_id, alert_revision DESC`,
        [alertId],
      ),
      this.pool.query<{ channel: string; status: string; held: boolean; count: number }>(
        `SELECT channel, status, held AND status = 'pending' AS held, count(DISTINCT user_id)::int AS count
         FROM rm_notifications.deliveries WHERE alert_id = $1 GROUP BY 1, 2, 3`,
        [alertId],
      ),
      this.pool.query<{ count: number }>('SELECT count(*)::int AS count FROM rm_alerts.history WHERE alert_id = $1', [
        alertId,
      ]),
    ]);
    const channels = Object.fromEntries(
      SENT_CHANNELS.map((channel) => {
        const rows = deliveries.rows.filter((row) => row.channel === channel);
        const count = (status: string, held = false) =>
          rows.filter((row) => row.status === status && row.held === held).reduce((sum, row) => sum + row.count, 0);
        const skipped = decisions.rows.filter((row) => {
          const decision = row.channels[channel];
          return !decision.send && !('digest' in decision);
        }).length;
        const digest = decisions.rows.filter((row) => 'digest' in row.channels[channel]).length;
        return [
          channel,
          {
            sent: count('sent'),
            pending: count('pending'),
            held: count('pending', true),
            failed: count('failed'),
            digest,
            skipped,
          },
        ];
      }),
    ) as AlertReach['channels'];
    return { alertId, travellers: decisions.rows.length, channels, inApp: bell.rows[0]!.count };
  }
}
