/**
 * The console dashboard's numbers, each counted from a read model when asked: sign-ups per day,
 * reports per day by status, what waits in the moderation queue, active alerts by severity, and
 * how far each projection is behind the log.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import {
  ALERT_SEVERITIES,
  REPORT_STATUSES,
  type AlertSeverity,
  type DailyCount,
  type DailyReportCount,
  type DashboardStats,
  type ReportStatus,
} from '@safetrails/contracts';
import { READ_POOL } from '../../platform/database/database.module';
import { ProjectorLagService } from '../../platform/health/projector-lag.service';
import { ReportStatusSource } from '../resources/reports/report-status';

/** The window of the daily charts, today included. */
export const DASHBOARD_DAYS = 30;

const DAYS = `generate_series((now() AT TIME ZONE 'UTC')::date - ${DASHBOARD_DAYS - 1}, (now() AT TIME ZONE 'UTC')::date, '1 day')`;
const DAY = (column: string) => `(${column} AT TIME ZONE 'UTC')::date`;

@Injectable()
export class DashboardStatsReader {
  constructor(
    @Inject(READ_POOL) private readonly pool: Pool,
    private readonly statuses: ReportStatusSource,
    private readonly lag: ProjectorLagService,
  ) {}

  async stats(): Promise<DashboardStats> {
    const [waitlist, users, reportsPerDay, openQueue, alerts, projectorLag] = await Promise.all([
      this.daily('rm_waitlist.entries', 'joined_at'),
      this.daily('rm_users.users', 'registered_at'),
      this.reportsPerDay(),
      this.openQueue(),
      this.activeAlerts(),
      this.lag.read(),
    ]);
    return {
      generatedAt: new Date().toISOString(),
      signUps: { waitlist, users },
      reportsPerDay,
      openQueue,
      activeAlertsBySeverity: alerts,
      projectorLag,
    };
  }

  private async daily(table: string, column: string): Promise<DailyCount[]> {
    const { rows } = await this.pool.query<{ day: string; count: number }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, count(t.${column})::int AS count
       FROM ${DAYS} AS day
       LEFT JOIN ${table} t ON ${DAY(`t.${column}`)} = day
       GROUP BY day ORDER BY day`,
    );
    return rows;
  }

  private async reportsPerDay(): Promise<DailyReportCount[]> {
    const status = await this.statuses.columns();
    const { rows } = await this.pool.query<{ day: string; status: ReportStatus | null; count: number }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, received.status, count(received.status)::int AS count
       FROM ${DAYS} AS day
       LEFT JOIN (
         SELECT ${DAY('r.received_at')} AS received_on, ${status.status} AS status
         FROM rm_reports.reports r ${status.join}
       ) received ON received.received_on = day
       GROUP BY day, received.status ORDER BY day`,
    );
    const byDay = new Map<string, Record<ReportStatus, number>>();
    for (const row of rows) {
      let counts = byDay.get(row.day);
      if (!counts) {
        counts = Object.fromEntries(REPORT_STATUSES.map((each) => [each, 0])) as Record<ReportStatus, number>;
        byDay.set(row.day, counts);
      }
      if (row.status && row.status in counts) counts[row.status] += row.count;
    }
    return [...byDay.entries()].map(([day, byStatus]) => ({ day, byStatus }));
  }

  private async openQueue(): Promise<DashboardStats['openQueue']> {
    const fromQueue = await this.statuses.hasQueue();
    const { rows } = await this.pool.query<{ kind: string; count: number }>(
      fromQueue
        ? 'SELECT kind, count(*)::int AS count FROM rm_moderation.items WHERE open GROUP BY kind ORDER BY kind'
        : `SELECT kind, count(*)::int AS count FROM rm_reports.reports WHERE status = 'new' GROUP BY kind ORDER BY kind`,
    );
    return {
      total: rows.reduce((sum, row) => sum + row.count, 0),
      byKind: Object.fromEntries(rows.map((row) => [row.kind, row.count])),
      source: fromQueue ? 'moderation' : 'reports',
    };
  }

  private async activeAlerts(): Promise<Record<AlertSeverity, number>> {
    const { rows } = await this.pool.query<{ severity: AlertSeverity; count: number }>(
      `SELECT severity, count(*)::int AS count FROM rm_alerts.alerts
       WHERE closed IS NULL AND (end_time IS NULL OR end_time > now())
       GROUP BY severity`,
    );
    const counts = Object.fromEntries(ALERT_SEVERITIES.map((severity) => [severity, 0])) as Record<
      AlertSeverity,
      number
    >;
    for (const row of rows) counts[row.severity] = row.count;
    return counts;
  }
}
