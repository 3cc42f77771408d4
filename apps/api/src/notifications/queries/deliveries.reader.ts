/**
 * What the notifier's sender reads (`rm_notifications`): the deliveries due now, what a message about
 * one of them needs (the place of hers it matched, her channels as they are now, her push devices,
 * her language),
 * and the travellers whose daily digest may be due.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DEFAULT_LOCALE, isLocale, type Locale, type NotificationMatch, type SentChannel } from '@safetrails/contracts';
import { READ_POOL } from '../../platform/database/database.module';
import type { PushTarget } from '../delivery/push-sender';
import type { DigestCandidate } from '../domain/digest';

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

export interface DeliveryContext {
  readonly channelOn: boolean;
  /** A first message whose "updated" one was decided meanwhile: she gets that one instead. */
  readonly updateDecided: boolean;
  readonly match: NotificationMatch | null;
  readonly address: string | null;
  readonly devices: readonly (PushTarget & { subscriptionId: string })[];
  /** The alert's last change: the messages of one version of an alert read it once. */
  readonly alertVersion: string | null;
  /** The language she chose, for our words in the message; English until she chooses. */
  readonly language: Locale;
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

  /**
   * What sending one delivery needs to know, in one statement: whether she has the channel on now
   * (she may have turned it off while the message was held), whether the alert's "updated" message
   * was decided meanwhile, the place of hers it matched, her address, her push devices.
   */
  async contextOf(delivery: DueDelivery): Promise<DeliveryContext> {
    const update = delivery.alertId && !delivery.update ? delivery.deliveryKey.replace(/:0$/, ':1') : null;
    const { rows } = await this.pool.query<{
      channel_on: boolean;
      update_decided: boolean;
      match: NotificationMatch | null;
      address: string | null;
      devices: (PushTarget & { subscriptionId: string })[];
      alert_version: string | null;
      language: string | null;
    }>(
      `SELECT
         coalesce((SELECT enabled AND (CASE WHEN $2 = 'push' THEN push ELSE email AND email_confirmed AND NOT email_bounced END)
                   FROM rm_notifications.settings WHERE user_id = $1), false) AS channel_on,
         EXISTS (SELECT 1 FROM rm_notifications.deliveries WHERE delivery_key = $3) AS update_decided,
         (SELECT match FROM rm_notifications.decisions WHERE alert_id = $4 AND user_id = $1
          ORDER BY alert_revision DESC LIMIT 1) AS match,
         CASE WHEN $2 = 'email' THEN (SELECT email FROM rm_users.users WHERE user_id = $1 AND deleted_at IS NULL) END AS address,
         CASE WHEN $2 = 'push' THEN coalesce((SELECT json_agg(json_build_object('subscriptionId', subscription_id,
                'endpoint', endpoint, 'p256dh', p256dh, 'auth', auth))
              FROM rm_notifications.push_devices WHERE user_id = $1), '[]') ELSE '[]' END AS devices,
         (SELECT updated_at::text FROM rm_alerts.alerts WHERE alert_id = $4) AS alert_version,
         (SELECT language FROM rm_users.users WHERE user_id = $1) AS language`,
      [delivery.userId, delivery.channel, update, delivery.alertId],
    );
    const row = rows[0]!;
    return {
      channelOn: row.channel_on,
      updateDecided: row.update_decided,
      match: row.match,
      address: row.address,
      devices: row.devices,
      alertVersion: row.alert_version,
      language: isLocale(row.language) ? row.language : DEFAULT_LOCALE,
    };
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
