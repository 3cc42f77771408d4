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
}

const ACTIVE = `(a.closed IS NULL AND (a.end_time IS NULL OR a.end_time > now()))`;

/** The alert columns every answer needs, from `from` (which names the alert `a`), plus any extra columns. */
function selectAlerts(from = 'rm_alerts.alerts a', extraColumns = ''): string {
  return `
    SELECT ${extraColumns ? `${extraColumns}, ` : ''}a.alert_id, a.destination_id,
      d.name || ', ' || d.country AS destination_name, a.title, a.content, a.source, a.severity, a.alert_type,
      a.latitude, a.longitude, a.radius_metres, a.start_time, a.end_time, a.created_at, a.updated_at,
      ${ACTIVE} AS is_active, a.verified, a.archived_reason, a.raised_by
    FROM ${from}
    LEFT JOIN rm_destinations.destinations d ON d.destination_id = a.destination_id`;
}

export type AlertStatus = 'active' | 'archived' | 'all';

@Injectable()
export class AlertReader {
  constructor(@Inject(READ_POOL) private readonly pool: Pool) {}

  async list(
    filter: { status?: AlertStatus; destinationId?: number; limit?: number },
    viewerId: string | null,
  ): Promise<SafetyAlert[]> {
    const status = filter.status ?? 'all';
    const { rows } = await this.pool.query<AlertRow>(
      `${selectAlerts()}
       WHERE ($1::integer IS NULL OR a.destination_id = $1)
         AND ($2 = 'all' OR ($2 = 'active') = ${ACTIVE})
       ORDER BY a.created_at DESC LIMIT $3`,
      [filter.destinationId ?? null, status, filter.limit ?? ALERT_LIST_LIMIT],
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
   * through the GiST index on the alert's place; `earth_distance` then keeps the exact circle.
   */
  async nearby(lat: number, lng: number, radiusMetres: number, viewerId: string | null): Promise<NearbySafetyAlert[]> {
    const { rows } = await this.pool.query<AlertRow & { distance: number }>(
      `WITH origin AS (SELECT ll_to_earth($1, $2) AS point)
       ${selectAlerts(
         'origin, rm_alerts.alerts a',
         'earth_distance(origin.point, ll_to_earth(a.latitude, a.longitude)) AS distance',
       )}
       WHERE earth_box(origin.point, $3) @> ll_to_earth(a.latitude, a.longitude)
         AND earth_distance(origin.point, ll_to_earth(a.latitude, a.longitude)) <= $3
         AND ${ACTIVE}
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
  };
}
