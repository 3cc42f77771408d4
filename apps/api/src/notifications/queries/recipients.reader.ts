/**
 * Whose monitored places an alert reaches (docs/NOTIFICATIONS.md "Matching"), with what the policy
 * needs of each traveller: her settings, her push devices, whether she has an address.
 *
 * - A city she monitors (saved, or added) with no radius: the alert applies to the city itself (a
 *   traveller's or moderator's alert for it, or an official alert whose area covers it): exactly the
 *   alerts the city's page lists.
 * - A city or a point with a radius: the alert's point is within her radius plus the alert's own
 *   reach (an earthquake's felt area, a storm's), by great-circle distance.
 * - A government's change of its advice (a whole country, no point): her cities in that country, and
 *   her points whose nearest catalogue city is in it.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import {
  ALERT_SETTINGS_DEFAULTS as DEFAULTS,
  MONITOR_POINT_RADIUS_DEFAULT_METRES,
  MONITOR_RADIUS_MAX_METRES,
  type AlertSeverity,
  type NotificationKind,
  type QuietHours,
  type TripDates,
} from '@safetrails/contracts';
import tzLookup from '@photostructure/tz-lookup';
import { READ_POOL } from '../../platform/database/database.module';
import { withinTrip, type MatchedPlace, type RecipientSettings } from '../domain/notification-policy';

export interface AlertToMatch {
  readonly alertId: string;
  readonly destinationId: number | null;
  readonly latitude: number | null;
  readonly longitude: number | null;
  readonly radiusMetres: number;
  readonly countries: readonly string[];
}

export interface Recipient {
  readonly userId: string;
  readonly settings: RecipientSettings;
  readonly place: MatchedPlace;
}

interface MatchRow {
  user_id: string;
  place_id: string;
  kind: 'saved-city' | 'trip-stop' | 'city' | 'point';
  distance: number | null;
  label: string | null;
  city_label: string | null;
  latitude: number | null;
  longitude: number | null;
  paused: boolean;
  trip_start: string | null;
  trip_end: string | null;
  enabled: boolean | null;
  minimum_severity: AlertSeverity | null;
  kinds: NotificationKind[] | null;
  include_unverified: boolean | null;
  push: boolean | null;
  email: boolean | null;
  always_critical: boolean | null;
  digest_low: boolean | null;
  quiet_hours: QuietHours | null;
  home_time_zone: string | null;
  email_confirmed: boolean | null;
  email_bounced: boolean | null;
  push_devices: number;
  has_email: boolean;
}

const MATCHES = `
  WITH alert_cities AS (
    SELECT p.destination_id FROM rm_alerts.alert_places p WHERE p.alert_id = $1
    UNION SELECT $2::integer WHERE $2::integer IS NOT NULL
  ), origin AS (
    SELECT ll_to_earth($3, $4) AS point WHERE $3::double precision IS NOT NULL
  ), matches AS (
    SELECT m.user_id, m.place_id,
           (SELECT earth_distance(o.point, ll_to_earth(d.latitude, d.longitude)) FROM origin o, rm_destinations.destinations d
            WHERE d.destination_id = m.destination_id) AS distance
    FROM rm_notifications.monitors m
    WHERE m.destination_id IN (SELECT destination_id FROM alert_cities) AND m.radius_metres IS NULL
    UNION ALL
    SELECT m.user_id, m.place_id, earth_distance(origin.point, ll_to_earth(d.latitude, d.longitude))
    FROM origin, rm_notifications.monitors m
    JOIN rm_destinations.destinations d ON d.destination_id = m.destination_id
    WHERE m.radius_metres IS NOT NULL
      AND earth_distance(origin.point, ll_to_earth(d.latitude, d.longitude)) <= m.radius_metres + $5
    UNION ALL
    SELECT m.user_id, m.place_id, earth_distance(origin.point, ll_to_earth(m.latitude, m.longitude))
    FROM origin, rm_notifications.monitors m
    WHERE m.latitude IS NOT NULL
      AND earth_box(origin.point, $5 + ${MONITOR_RADIUS_MAX_METRES}) @> ll_to_earth(m.latitude, m.longitude)
      AND earth_distance(origin.point, ll_to_earth(m.latitude, m.longitude))
          <= coalesce(m.radius_metres, ${MONITOR_POINT_RADIUS_DEFAULT_METRES}) + $5
    UNION ALL
    SELECT m.user_id, m.place_id, NULL
    FROM rm_notifications.monitors m
    WHERE $3::double precision IS NULL AND m.kind = 'point' AND m.country_code = ANY ($6::text[])
  )
  SELECT x.user_id, x.place_id, x.distance, m.kind, m.label, d.name || ', ' || d.country AS city_label,
         coalesce(m.latitude, d.latitude) AS latitude, coalesce(m.longitude, d.longitude) AS longitude,
         m.paused, m.trip_start, m.trip_end,
         s.enabled, s.minimum_severity, s.kinds, s.include_unverified, s.push, s.email, s.always_critical,
         s.digest_low, s.quiet_hours, s.home_time_zone, s.email_confirmed, s.email_bounced,
         (SELECT count(*)::int FROM rm_notifications.push_devices pd WHERE pd.user_id = x.user_id) AS push_devices,
         coalesce(u.email IS NOT NULL AND u.deleted_at IS NULL, false) AS has_email
  FROM matches x
  JOIN rm_notifications.monitors m ON m.user_id = x.user_id AND m.place_id = x.place_id
  LEFT JOIN rm_destinations.destinations d ON d.destination_id = m.destination_id
  LEFT JOIN rm_notifications.settings s ON s.user_id = x.user_id
  LEFT JOIN rm_users.users u ON u.user_id = x.user_id
  WHERE (m.kind <> 'saved-city' OR m.saved) AND (u.user_id IS NULL OR u.deleted_at IS NULL)`;

@Injectable()
export class RecipientsReader {
  constructor(@Inject(READ_POOL) private readonly pool: Pool) {}

  /** One recipient per traveller: of her places the alert reaches, one that is live (not paused, on trip), nearest first. */
  async recipientsOf(alert: AlertToMatch, now: Date): Promise<Recipient[]> {
    const { rows } = await this.pool.query<MatchRow>(MATCHES, [
      alert.alertId,
      alert.destinationId,
      alert.latitude,
      alert.longitude,
      alert.radiusMetres,
      alert.countries,
    ]);
    const best = new Map<string, { row: MatchRow; rank: number }>();
    for (const row of rows) {
      const trip = tripOf(row);
      const live = !row.paused && withinTrip(trip, now);
      // Live places first; then a city the alert covers; then the nearest.
      const rank = (live ? 0 : 1e12) + (row.distance ?? -1);
      const known = best.get(row.user_id);
      if (!known || rank < known.rank) best.set(row.user_id, { row, rank });
    }
    return [...best.values()].map(({ row }) => ({
      userId: row.user_id,
      settings: settingsOf(row),
      place: {
        placeId: row.place_id,
        label: (row.kind === 'trip-stop' ? null : row.label) ?? row.city_label ?? 'a place you monitor',
        paused: row.paused,
        trip: tripOf(row),
        distanceKm: row.distance === null ? null : Math.round(row.distance / 100) / 10,
        timeZone: row.latitude !== null && row.longitude !== null ? tzLookup(row.latitude, row.longitude) : null,
      },
    }));
  }
}

function tripOf(row: Pick<MatchRow, 'trip_start' | 'trip_end'>): TripDates | null {
  return row.trip_start && row.trip_end ? { start: row.trip_start, end: row.trip_end } : null;
}

function settingsOf(row: MatchRow): RecipientSettings {
  return {
    enabled: row.enabled ?? DEFAULTS.enabled,
    minimumSeverity: row.minimum_severity ?? DEFAULTS.minimumSeverity,
    kinds: row.kinds ?? DEFAULTS.kinds,
    includeUnverified: row.include_unverified ?? DEFAULTS.includeUnverified,
    push: row.push ?? DEFAULTS.push,
    email: row.email ?? DEFAULTS.email,
    alwaysCritical: row.always_critical ?? DEFAULTS.alwaysCritical,
    digestLow: row.digest_low ?? DEFAULTS.digestLow,
    quietHours: row.quiet_hours,
    homeTimeZone: row.home_time_zone,
    pushDevices: row.push_devices,
    hasEmail: row.has_email,
    emailConfirmed: row.email_confirmed ?? false,
    emailBounced: row.email_bounced ?? false,
  };
}
