/**
 * What the notifier's sender reads (`rm_notifications`): the deliveries due now, what a message about
 * one of them needs (the place of hers it matched, her channels as they are now, her push devices),
 * and the travellers whose daily digest may be due.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { NotificationMatch, SentChannel } from '@safetrails/contracts';
import { READ_POOL } from '../../platform/database/database.module';
import type { PushTarget } from '../delivery/push-sender';

export interface DueDelivery {
  readonly deliveryKey: string;
  readonly stream: string;
  readonly userId: string;
  readonly alertId: string | null;
  readonly digestDay: string | null;
  readonly digestAlertIds: readonly string[];
  readonly channel: SentChannel;
  readonly update: boolean;
  readonly attempts: number;
}

export interface DigestCandidate {
  readonly userId: string;
  readonly homeTimeZone: string | null;
  readonly items: readonly { alertId: string; channel: SentChannel; decidedAt: Date }[];
}

@Injectable()
export class DeliveriesReader {
  constructor(@Inject(READ_POOL) private readonly pool: Pool) {}

  /** Deliveries due by now, oldest first, leaving out those this process is already sending. */
  async due(now: Date, limit: number, sending: readonly string[]): Promise<DueDelivery[]> {
    const { rows } = await this.pool.query<{
      delivery_key: string;
      stream: string;
      user_id: string;
      alert_id: string | null;
      digest_day: string | null;
      digest_alert_ids: string[] | null;
      channel: SentChannel;
      is_update: boolean;
      attempts: number;
    }>(
      `SELECT delivery_key, stream, user_id, alert_id, digest_day, digest_alert_ids, channel, is_update, attempts
       FROM rm_notifications.deliveries
       WHERE status IN ('pending', 'failed') AND next_attempt_at IS NOT NULL AND next_attempt_at <= $1
         AND NOT (delivery_key = ANY ($3::text[]))
       ORDER BY next_attempt_at LIMIT $2`,
      [now, limit, sending],
    );
    return rows.map((row) => ({
      deliveryKey: row.delivery_key,
      stream: row.stream,
      userId: row.user_id,
      alertId: row.alert_id,
      digestDay: row.digest_day,
      digestAlertIds: row.digest_alert_ids ?? [],
      channel: row.channel,
      update: row.is_update,
      attempts: row.attempts,
    }));
  }

  /** The delivery's status, as the read model has it now. */
  async status(deliveryKey: string): Promise<string | null> {
    const { rows } = await this.pool.query<{ status: string }>(
      'SELECT status FROM rm_notifications.deliveries WHERE delivery_key = $1',
      [deliveryKey],
    );
    return rows[0]?.status ?? null;
  }

  /** The place of hers the alert matched when it was last decided, opened. */
  async matchOf(alertId: string, userId: string): Promise<NotificationMatch | null> {
    const { rows } = await this.pool.query<{ match: NotificationMatch | null }>(
      `SELECT match FROM rm_notifications.decisions WHERE alert_id = $1 AND user_id = $2
       ORDER BY alert_revision DESC LIMIT 1`,
      [alertId, userId],
    );
    return rows[0]?.match ?? null;
  }

  /** Whether she has the channel on now (she may have turned it off while a message was held). */
  async channelOn(userId: string, channel: SentChannel): Promise<boolean> {
    const { rows } = await this.pool.query<{ on: boolean }>(
      `SELECT (CASE WHEN $2 = 'push' THEN push ELSE email AND email_confirmed AND NOT email_bounced END)
              AND enabled AS on
       FROM rm_notifications.settings WHERE user_id = $1`,
      [userId, channel],
    );
    return rows[0]?.on ?? false;
  }

  async pushDevicesOf(userId: string): Promise<(PushTarget & { subscriptionId: string })[]> {
    const { rows } = await this.pool.query<{ subscription_id: string; endpoint: string; p256dh: string; auth: string }>(
      'SELECT subscription_id, endpoint, p256dh, auth FROM rm_notifications.push_devices WHERE user_id = $1',
      [userId],
    );
    return rows.map((row) => ({
      subscriptionId: row.subscription_id,
      endpoint: row.endpoint,
      p256dh: row.p256dh,
      auth: row.auth,
    }));
  }

  /** Travellers with low-severity alerts waiting for their digest, with their time zone. */
  async digestCandidates(): Promise<DigestCandidate[]> {
    const { rows } = await this.pool.query<{
      user_id: string;
      home_time_zone: string | null;
      items: { alertId: string; channel: SentChannel; decidedAt: string }[];
    }>(
      `SELECT i.user_id, s.home_time_zone,
              json_agg(json_build_object('alertId', i.alert_id, 'channel', i.channel, 'decidedAt', i.decided_at)) AS items
       FROM rm_notifications.digest_items i
       LEFT JOIN rm_notifications.settings s ON s.user_id = i.user_id
       GROUP BY i.user_id, s.home_time_zone`,
    );
    return rows.map((row) => ({
      userId: row.user_id,
      homeTimeZone: row.home_time_zone,
      items: row.items.map((item) => ({ ...item, decidedAt: new Date(item.decidedAt) })),
    }));
  }
}
