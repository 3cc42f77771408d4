/**
 * Alerts and alert history (`rm_alerts`). "Active" is decided when reading: not archived, not
 * expired, and not past its end time, even in the seconds before the expiry sweep records it.
 */
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Pool } from 'pg';
import type {
  AlertHistoryEntry,
  AlertSeverity,
  AlertType,
  NearbySafetyAlert,
  OfficialAlertInfo,
  SafetyAlert,
} from '@safetrails/contracts';
import { READ_POOL } from '../../platform/database/database.module';

export const ALERT_LIST_LIMIT = 100;

interface AlertRow {
  alert_id: string;
  destination_id: number | null;
  destination_name: string | null;
  title: string;
  content: string;
  source: string | null;
  severity: AlertSeverity;
  alert_type: AlertType;
  latitude: number | null;
  longitude: number | null;
  radius_metres: number;
  start_time: Date;
  end_time: Date | null;
  created_at: Date;
  updated_at: Date;
  is_active: boolean;
  verified: boolean;
  archived_reason: string | null;
  raised_by: string;
  official: OfficialAlertInfo | null;
  countries: string[];
  country_code: string | null;
}

const ACTIVE = `(a.closed IS NULL AND (a.end_time IS NULL OR a.end_time > now()))`;

/** The alert columns every answer needs, from `from` (which names the alert `a`), plus any extra columns. */
function selectAlerts(from = 'rm_alerts.alerts a', extraColumns = ''): string {
  return `
    SELECT ${extraColumns ? `${extraColumns}, ` : ''}a.alert_id, a.destination_id,
      d.name || ', ' || d.country AS destination_name, a.title, a.content, a.source, a.severity, a.alert_type,
      a.latitude, a.longitude, a.radius_metres, a.start_time, a.end_time, a.created_at, a.updated_at,
      ${ACTIVE} AS is_active, a.verified, a.archived_reason, a.raised_by, a.official, a.countries, d.country_code
    FROM ${from}
    LEFT JOIN rm_destinations.destinations d ON d.destination_id = a.destination_id`;
}

export type AlertStatus = 'active' | 'archived' | 'all';

export interface AlertFilter {
  readonly status?: AlertStatus;
  /** A destination's own alerts and the official alerts whose area touches it. */
  readonly destinationId?: number;
  /** Alerts of a country: its destinations' and the official alerts that touch it. */
  readonly country?: string;
  readonly origin?: 'official' | 'community';
  readonly limit?: number;
}

@Injectable()
export class AlertReader {
  constructor(@Inject(READ_POOL) private readonly pool: Pool) {}

  async list(filter: AlertFilter, viewerId: string | null): Promise<SafetyAlert[]> {
    const status = filter.status ?? 'all';
    const { rows } = await this.pool.query<AlertRow>(
      `${selectAlerts()}
       WHERE ($1::integer IS NULL OR a.destination_id = $1
              OR a.alert_id IN (SELECT p.alert_id FROM rm_alerts.alert_places p WHERE p.destination_id = $1))
         AND ($2 = 'all' OR ($2 = 'active') = ${ACTIVE})
         AND ($4::text IS NULL OR $4 = ANY (a.countries) OR d.country_code = $4)
         AND ($5::text IS NULL OR ($5 = 'official') = (a.official IS NOT NULL))
       ORDER BY a.created_at DESC LIMIT $3`,
      [
        filter.destinationId ?? null,
        status,
        filter.limit ?? ALERT_LIST_LIMIT,
        filter.country ?? null,
        filter.origin ?? null,
      ],
    );
    return rows.map((row) => toAlert(row, viewerId));
  }

  async one(alertId: string, viewerId: string | null): Promise<SafetyAlert> {
    const { rows } = await this.pool.query<AlertRow>(`${selectAlerts()} WHERE a.alert_id = $1`, [alertId]);
    const row = rows[0];
    if (!row) throw new NotFoundException({ statusCode: 404, error: 'Not Found', message: 'No such safety alert' });
    return toAlert(row, viewerId);
  }

  /**
   * Active alerts within `radiusMetres` of a point, nearest first. `earth_box` narrows the search
   * through the GiST index on the alert's place; `earth_distance` then keeps the exact circle. An
   * official alert reaches as far as its own radius (an earthquake's felt area, a storm's reach), so
   * it is near when the two circles meet; there are few of them, read apart from the index.
   */
  async nearby(lat: number, lng: number, radiusMetres: number, viewerId: string | null): Promise<NearbySafetyAlert[]> {
    const distance = 'earth_distance(origin.point, ll_to_earth(a.latitude, a.longitude))';
    const { rows } = await this.pool.query<AlertRow & { distance: number }>(
      `WITH origin AS (SELECT ll_to_earth($1, $2) AS point)
       ${selectAlerts('origin, rm_alerts.alerts a', `${distance} AS distance`)}
       WHERE earth_box(origin.point, $3) @> ll_to_earth(a.latitude, a.longitude)
         AND ${distance} <= $3 AND a.official IS NULL AND ${ACTIVE}
       UNION ALL
       ${selectAlerts('origin, rm_alerts.alerts a', `${distance} AS distance`)}
       WHERE a.official IS NOT NULL AND a.latitude IS NOT NULL AND ${ACTIVE}
         AND ${distance} <= $3 + a.radius_metres
       ORDER BY distance LIMIT ${ALERT_LIST_LIMIT}`,
      [lat, lng, radiusMetres],
    );
    return rows.map((row) => ({ ...toAlert(row, viewerId), distanceMetres: Math.round(row.distance) }));
  }

  async history(userId: string, onlyUnviewed: boolean): Promise<AlertHistoryEntry[]> {
    const { rows } = await this.pool.query<
      AlertRow & { history_id: string; viewed: boolean; sent_via: string[]; delivered_at: Date }
    >(
      `${selectAlerts(
        'rm_alerts.history h JOIN rm_alerts.alerts a ON a.alert_id = h.alert_id',
        'h.history_id, h.viewed, h.sent_via, h.created_at AS delivered_at',
      )}
       WHERE h.user_id = $1 AND (NOT $2 OR NOT h.viewed)
       ORDER BY h.created_at DESC LIMIT ${ALERT_LIST_LIMIT}`,
      [userId, onlyUnviewed],
    );
    return rows.map((row) => ({
      id: row.history_id,
      userId,
      alertId: row.alert_id,
      viewed: row.viewed,
      sentVia: row.sent_via,
      createdAt: row.delivered_at.toISOString(),
      alert: toAlert(row, userId),
    }));
  }

  async unviewedCount(userId: string): Promise<number> {
    const { rows } = await this.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM rm_alerts.history WHERE user_id = $1 AND NOT viewed',
      [userId],
    );
    return rows[0]?.n ?? 0;
  }

  /** A history entry of this traveller (never someone else's), or null. */
  async historyEntry(historyId: string, userId: string): Promise<{ alertId: string } | null> {
    const { rows } = await this.pool.query<{ alert_id: string }>(
      'SELECT alert_id FROM rm_alerts.history WHERE history_id = $1 AND user_id = $2',
      [historyId, userId],
    );
    return rows[0] ? { alertId: rows[0].alert_id } : null;
  }

  /** Alerts past their end time that the log does not yet say expired. */
  async dueForExpiry(): Promise<string[]> {
    const { rows } = await this.pool.query<{ alert_id: string }>(
      'SELECT alert_id FROM rm_alerts.alerts WHERE closed IS NULL AND end_time <= now() LIMIT 500',
    );
    return rows.map((row) => row.alert_id);
  }
}

function toAlert(row: AlertRow, viewerId: string | null): SafetyAlert {
  return {
    id: row.alert_id,
    destinationId: row.destination_id,
    destinationName: row.destination_name,
    title: row.title,
    content: row.content,
    source: row.source,
    severity: row.severity,
    alertType: row.alert_type,
    latitude: row.latitude,
    longitude: row.longitude,
    radius: row.radius_metres,
    startTime: row.start_time.toISOString(),
    endTime: row.end_time?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    isActive: row.is_active,
    verified: row.verified,
    archivedReason: row.archived_reason,
    mine: viewerId !== null && row.raised_by === viewerId,
    official: row.official ? officialInfo(row.official) : null,
    countries: row.official ? row.countries : row.country_code ? [row.country_code] : [],
  };
}

/** What the API says of an official alert's origin: the stored origin without its hash and city list. */
function officialInfo(origin: OfficialAlertInfo): OfficialAlertInfo {
  const {
    source,
    organisation,
    sourceId,
    kind,
    sourceSeverity,
    eventTime,
    sourceUpdatedAt,
    retrievedAt,
    url,
    licence,
    area,
  } = origin;
  return {
    source,
    organisation,
    sourceId,
    kind,
    sourceSeverity,
    eventTime,
    sourceUpdatedAt,
    timeZone: origin.timeZone ?? null,
    retrievedAt,
    url,
    licence,
    area,
  };
}
