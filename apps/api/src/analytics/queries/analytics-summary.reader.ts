/**
 * The console's analytics, summed from the daily aggregates of the `analytics` read model over a
 * range of days: views per day by route, the most used actions, how far pages are read and the
 * funnels' steps.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import {
  ANALYTICS_FUNNELS,
  ANALYTICS_FUNNEL_NAMES,
  SCROLL_DEPTHS,
  addDays,
  daysBetween,
  type AnalyticsDailyViews,
  type AnalyticsFunnelSummary,
  type AnalyticsScrollDepth,
  type AnalyticsSummary,
} from '@safetrails/contracts';
import { READ_POOL } from '../../platform/database/database.module';
import type { DayRange } from './analytics-range';

const TOP_ACTIONS = 20;

@Injectable()
export class AnalyticsSummaryReader {
  constructor(@Inject(READ_POOL) private readonly pool: Pool) {}

  async summary(range: DayRange): Promise<AnalyticsSummary> {
    const [views, actions, scroll, funnels] = await Promise.all([
      this.rows<{ day: string; route: string; count: number }>(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, route, count FROM rm_analytics.page_views
         WHERE day BETWEEN $1 AND $2`,
        range,
      ),
      this.rows<{ action: string; count: number }>(
        `SELECT action, sum(count)::int AS count FROM rm_analytics.actions
         WHERE day BETWEEN $1 AND $2 GROUP BY action ORDER BY count DESC, action LIMIT ${TOP_ACTIONS}`,
        range,
      ),
      this.rows<{ route: string; depth: number; count: number }>(
        `SELECT route, depth, sum(count)::int AS count FROM rm_analytics.scroll_depths
         WHERE day BETWEEN $1 AND $2 GROUP BY route, depth`,
        range,
      ),
      this.rows<{ funnel: string; step: number; count: number }>(
        `SELECT funnel, step, sum(count)::int AS count FROM rm_analytics.funnel_steps
         WHERE day BETWEEN $1 AND $2 GROUP BY funnel, step`,
        range,
      ),
    ]);
    const routes = viewsPerRoute(views);
    return {
      from: range.from,
      to: range.to,
      totals: {
        pageViews: views.reduce((sum, row) => sum + row.count, 0),
        actions: actions.reduce((sum, row) => sum + row.count, 0),
      },
      viewsPerDay: viewsPerDay(range, views),
      routes,
      topActions: actions,
      scrollDepth: scrollDepths(routes, scroll),
      funnels: funnelSummaries(funnels),
    };
  }

  private async rows<Row extends object>(sql: string, range: DayRange): Promise<Row[]> {
    return (await this.pool.query<Row>(sql, [range.from, range.to])).rows;
  }
}

function viewsPerDay(range: DayRange, rows: readonly { day: string; route: string; count: number }[]) {
  const days = new Map<string, AnalyticsDailyViews & { byRoute: Record<string, number> }>();
  for (let offset = 0; offset <= daysBetween(range.from, range.to); offset++) {
    const day = addDays(range.from, offset);
    days.set(day, { day, total: 0, byRoute: {} });
  }
  for (const row of rows) {
    const day = days.get(row.day)!;
    days.set(row.day, { ...day, total: day.total + row.count, byRoute: { ...day.byRoute, [row.route]: row.count } });
  }
  return [...days.values()];
}

function viewsPerRoute(rows: readonly { route: string; count: number }[]) {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.route, (totals.get(row.route) ?? 0) + row.count);
  return [...totals]
    .map(([route, views]) => ({ route, views }))
    .sort((a, b) => b.views - a.views || a.route.localeCompare(b.route));
}

function scrollDepths(
  routes: readonly { route: string; views: number }[],
  rows: readonly { route: string; depth: number; count: number }[],
): AnalyticsScrollDepth[] {
  return routes.map(({ route, views }) => {
    const reached = Object.fromEntries(
      SCROLL_DEPTHS.map((depth) => [depth, rows.find((row) => row.route === route && row.depth === depth)?.count ?? 0]),
    ) as unknown as AnalyticsScrollDepth['reached'];
    return { route, views, reached };
  });
}

function funnelSummaries(rows: readonly { funnel: string; step: number; count: number }[]): AnalyticsFunnelSummary[] {
  return ANALYTICS_FUNNEL_NAMES.map((name) => {
    const funnel = ANALYTICS_FUNNELS[name];
    const counts = funnel.steps.map(
      (_, step) => rows.find((row) => row.funnel === name && row.step === step)?.count ?? 0,
    );
    const start = counts[0] ?? 0;
    return {
      name,
      label: funnel.label,
      steps: funnel.steps.map((step, index) => ({
        step: index,
        label: step.label,
        count: counts[index]!,
        fromStart: start > 0 ? counts[index]! / start : null,
      })),
    };
  });
}
