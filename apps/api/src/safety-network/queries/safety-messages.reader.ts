/**
 * What the notifier reads to send the safety network's messages (`rm_safety.messages`): the ones due
 * now, and what writing one needs: her name, address, language, push devices and channels as they are
 * now; the plan, SOS or safety check it is about, as it is now (she may have answered meanwhile).
 */
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import {
  DEFAULT_LOCALE,
  isLocale,
  type Locale,
  type SafetyCheckAlertFacts,
  type SafetyMessageKind,
  type SentChannel,
} from '@safetrails/contracts';
import type { PushTarget } from '../../notifications/delivery/push-sender';
import { READ_POOL } from '../../platform/database/database.module';

export interface DueSafetyMessage {
  readonly key: string;
  readonly userId: string;
  /** 'traveller', or a contact's id. */
  readonly recipient: string;
  readonly channel: SentChannel;
  readonly kind: SafetyMessageKind;
  readonly context: Readonly<Record<string, string>>;
  readonly attempts: number;
}

export interface Traveller {
  readonly address: string | null;
  readonly language: Locale;
  readonly emailOn: boolean;
  readonly pushOn: boolean;
  readonly devices: readonly (PushTarget & { subscriptionId: string })[];
}

export interface PlanNow {
  readonly dueAt: Date | null;
  readonly graceMinutes: number;
}

export interface SafetyCheckNow {
  readonly alertId: string;
  readonly status: 'asked' | 'answered' | 'unanswered';
  readonly destinationId: number | null;
  readonly facts: SafetyCheckAlertFacts;
  readonly answerBy: Date;
}

@Injectable()
export class SafetyMessagesReader {
  constructor(@Inject(READ_POOL) private readonly pool: Pool) {}

  async due(now: Date, limit: number, exclude: readonly string[]): Promise<DueSafetyMessage[]> {
    const { rows } = await this.pool.query<{
      key: string;
      user_id: string;
      recipient: string;
      channel: SentChannel;
      kind: SafetyMessageKind;
      context: Record<string, string>;
      attempts: number;
    }>(
      `SELECT key, user_id, recipient, channel, kind, context, attempts FROM rm_safety.messages
        WHERE status IN ('pending', 'failed') AND next_attempt_at IS NOT NULL AND next_attempt_at <= $1
          AND NOT (key = ANY ($3::text[]))
        ORDER BY next_attempt_at LIMIT $2`,
      [now, limit, exclude],
    );
    return rows.map((row) => ({
      key: row.key,
      userId: row.user_id,
      recipient: row.recipient,
      channel: row.channel,
      kind: row.kind,
      context: row.context,
      attempts: row.attempts,
    }));
  }

  /**
   * Her address, language and push devices, and whether each channel is on (alert email on, confirmed
   * and not bounced; push on with a device): her reminders and safety checks go where her alerts go.
   * Null when the account is gone.
   */
  async traveller(userId: string): Promise<Traveller | null> {
    const { rows } = await this.pool.query<{
      email: string | null;
      language: string | null;
      email_on: boolean | null;
      push_on: boolean | null;
      devices: (PushTarget & { subscriptionId: string })[];
    }>(
      `SELECT u.email, u.language,
              s.email AND s.email_confirmed AND NOT s.email_bounced AS email_on, s.push AS push_on,
              coalesce((SELECT json_agg(json_build_object('subscriptionId', subscription_id, 'endpoint', endpoint,
                          'p256dh', p256dh, 'auth', auth))
                          FROM rm_notifications.push_devices WHERE user_id = u.user_id), '[]') AS devices
         FROM rm_users.users u LEFT JOIN rm_notifications.settings s USING (user_id)
        WHERE u.user_id = $1 AND u.deleted_at IS NULL`,
      [userId],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      address: row.email,
      language: isLocale(row.language) ? row.language : DEFAULT_LOCALE,
      emailOn: row.email !== null && row.email_on === true,
      pushOn: row.push_on === true && row.devices.length > 0,
      devices: row.devices,
    };
  }

  /** The channels her reminders and safety checks can use now, as the watcher decides them. */
  async channelsOf(userId: string): Promise<SentChannel[]> {
    const traveller = await this.traveller(userId);
    if (!traveller) return [];
    return [...(traveller.pushOn ? (['push'] as const) : []), ...(traveller.emailOn ? (['email'] as const) : [])];
  }

  async plan(planId: string): Promise<PlanNow | null> {
    const { rows } = await this.pool.query<{ due_at: Date | null; grace_minutes: number }>(
      'SELECT due_at, grace_minutes FROM rm_safety.plans WHERE plan_id = $1',
      [planId],
    );
    const row = rows[0];
    return row ? { dueAt: row.due_at, graceMinutes: row.grace_minutes } : null;
  }

  async safetyCheck(checkId: string): Promise<SafetyCheckNow | null> {
    const { rows } = await this.pool.query<{
      alert_id: string;
      status: SafetyCheckNow['status'];
      destination_id: number | null;
      facts: SafetyCheckAlertFacts;
      answer_by: Date;
    }>('SELECT alert_id, status, destination_id, facts, answer_by FROM rm_safety.safety_checks WHERE check_id = $1', [
      checkId,
    ]);
    const row = rows[0];
    return row
      ? {
          alertId: row.alert_id,
          status: row.status,
          destinationId: row.destination_id,
          facts: row.facts,
          answerBy: row.answer_by,
        }
      : null;
  }

  async sosPlace(sosId: string): Promise<{ destinationId: number | null; raisedAt: Date } | null> {
    const { rows } = await this.pool.query<{ destination_id: number | null; raised_at: Date }>(
      'SELECT destination_id, raised_at FROM rm_safety.sos WHERE sos_id = $1',
      [sosId],
    );
    const row = rows[0];
    return row ? { destinationId: row.destination_id, raisedAt: row.raised_at } : null;
  }
}
