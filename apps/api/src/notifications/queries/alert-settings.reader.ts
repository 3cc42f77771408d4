/**
 * A traveller's alert settings as her settings page and her profile show them
 * (`rm_notifications`): one row of settings with the defaults where she changed nothing, her
 * monitored places (saved cities while saved), her push devices, and her address partly hidden.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import {
  DEFAULT_LOCALE,
  isLocale,
  type Locale,
  ALERT_SETTINGS_DEFAULTS as DEFAULTS,
  SMS_UNAVAILABLE_REASON,
  type AlertSettings,
  type AlertSeverity,
  type MonitoredPlace,
  type NotificationKind,
  type QuietHours,
} from '@safetrails/contracts';
import { READ_POOL } from '../../platform/database/database.module';
import { PushKeys } from '../delivery/push-keys';

interface SettingsRow {
  enabled: boolean;
  minimum_severity: AlertSeverity;
  kinds: NotificationKind[];
  include_unverified: boolean;
  push: boolean;
  email: boolean;
  tips: boolean;
  always_critical: boolean;
  digest_low: boolean;
  quiet_hours: QuietHours | null;
  home_time_zone: string | null;
  email_confirmed: boolean;
  confirmation_sent: boolean;
  email_bounced: boolean;
}

interface PlaceRow {
  place_id: string;
  kind: MonitoredPlace['kind'];
  destination_id: number | null;
  label: string | null;
  city_label: string | null;
  latitude: number | null;
  longitude: number | null;
  radius_metres: number | null;
  trip_start: string | null;
  trip_end: string | null;
  paused: boolean;
}

/** "maya@example.org" as "m•••@example.org": enough for her to recognise it on a shared screen. */
export function maskedAddress(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}

@Injectable()
export class AlertSettingsReader {
  constructor(
    @Inject(READ_POOL) private readonly pool: Pool,
    private readonly pushKeys: PushKeys,
  ) {}

  async settingsOf(userId: string): Promise<AlertSettings> {
    const [settings, email, places, devices] = await Promise.all([
      this.pool.query<SettingsRow>('SELECT * FROM rm_notifications.settings WHERE user_id = $1', [userId]),
      this.pool.query<{ email: string | null }>(
        'SELECT email FROM rm_users.users WHERE user_id = $1 AND deleted_at IS NULL',
        [userId],
      ),
      this.places(userId),
      this.pool.query<{ subscription_id: string; device: string; added_at: Date }>(
        `SELECT subscription_id, device, added_at FROM rm_notifications.push_devices WHERE user_id = $1
         ORDER BY added_at`,
        [userId],
      ),
    ]);
    const row = settings.rows[0];
    const address = email.rows[0]?.email ?? null;
    return {
      enabled: row?.enabled ?? DEFAULTS.enabled,
      minimumSeverity: row?.minimum_severity ?? DEFAULTS.minimumSeverity,
      kinds: row?.kinds ?? DEFAULTS.kinds,
      includeUnverified: row?.include_unverified ?? DEFAULTS.includeUnverified,
      channels: { push: row?.push ?? DEFAULTS.push, email: row?.email ?? DEFAULTS.email },
      tips: row?.tips ?? DEFAULTS.tips,
      email: {
        address: address ? maskedAddress(address) : null,
        confirmed: row?.email_confirmed ?? false,
        confirmationSent: row?.confirmation_sent ?? false,
        bounced: row?.email_bounced ?? false,
      },
      pushDevices: devices.rows.map((device) => ({
        id: device.subscription_id,
        device: device.device,
        addedAt: device.added_at.toISOString(),
      })),
      pushPublicKey: this.pushKeys.publicKey ?? '',
      sms: { available: false, reason: SMS_UNAVAILABLE_REASON },
      quietHours: row?.quiet_hours ?? null,
      homeTimeZone: row?.home_time_zone ?? null,
      alwaysCritical: row?.always_critical ?? DEFAULTS.alwaysCritical,
      digestLow: row?.digest_low ?? DEFAULTS.digestLow,
      places,
    };
  }

  async places(userId: string): Promise<MonitoredPlace[]> {
    const { rows } = await this.pool.query<PlaceRow>(
      `SELECT m.place_id, m.kind, m.destination_id, m.label, d.name || ', ' || d.country AS city_label,
              coalesce(m.latitude, d.latitude) AS latitude, coalesce(m.longitude, d.longitude) AS longitude,
              m.radius_metres, m.trip_start, m.trip_end, m.paused
       FROM rm_notifications.monitors m
       LEFT JOIN rm_destinations.destinations d ON d.destination_id = m.destination_id
       WHERE m.user_id = $1 AND (m.kind <> 'saved-city' OR m.saved)
       ORDER BY m.kind = 'saved-city' DESC, m.created_at`,
      [userId],
    );
    return rows.map((row) => ({
      id: row.place_id,
      kind: row.kind,
      destinationId: row.destination_id,
      label: (row.kind === 'trip-stop' ? null : row.label) ?? row.city_label ?? `City ${row.destination_id}`,
      tripName: row.kind === 'trip-stop' ? row.label : null,
      latitude: row.latitude,
      longitude: row.longitude,
      radiusMetres: row.radius_metres,
      trip: row.trip_start && row.trip_end ? { start: row.trip_start, end: row.trip_end } : null,
      paused: row.paused,
    }));
  }

  /** Her account's address in full, for sending (never in an answer or a log). */
  /** Her address for alert emails, and the language she chose for them (English until she chooses). */
  async addressOf(userId: string): Promise<{ readonly address: string | null; readonly language: Locale }> {
    const { rows } = await this.pool.query<{ email: string | null; language: string | null }>(
      'SELECT email, language FROM rm_users.users WHERE user_id = $1 AND deleted_at IS NULL',
      [userId],
    );
    const language = rows[0]?.language;
    return { address: rows[0]?.email ?? null, language: isLocale(language) ? language : DEFAULT_LOCALE };
  }
}
