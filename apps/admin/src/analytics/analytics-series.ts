/**
 * Shapes `/admin-api/analytics/summary` into chart rows: views per day stacked by the most viewed
 * routes (the rest as "other"), the share of views that reached each quarter of a page, and each
 * funnel's steps. Also the date ranges the page offers.
 */
import {
  SCROLL_DEPTHS,
  addDays,
  daysBetween,
  isCalendarDay,
  utcDay,
  type AnalyticsSummary,
} from '@safetrails/contracts';

export const OTHER_ROUTES = 'other';

/** The routes drawn as their own series: the most viewed, at most `count`. */
export function leadingRoutes(summary: AnalyticsSummary, count = 6): string[] {
  return summary.routes.slice(0, count).map((row) => row.route);
}

/** One row per day: a number per leading route, and the rest together. */
export function dailyRouteRows(
  summary: AnalyticsSummary,
  routes: readonly string[],
): Record<string, number | string>[] {
  return summary.viewsPerDay.map(({ day, total, byRoute }) => {
    const row: Record<string, number | string> = { day };
    let drawn = 0;
    for (const route of routes) {
      row[route] = byRoute[route] ?? 0;
      drawn += byRoute[route] ?? 0;
    }
    row[OTHER_ROUTES] = total - drawn;
    return row;
  });
}

/** A quarter's key in a row (not a bare number, so that charts keep the quarters in order). */
export function depthKey(depth: number): string {
  return `reached${depth}`;
}

/** Per route, the percentage of its views that reached each quarter (whole numbers). */
export function scrollRows(summary: AnalyticsSummary, count = 8): Record<string, number | string>[] {
  return summary.scrollDepth.slice(0, count).map(({ route, views, reached }) => {
    const row: Record<string, number | string> = { route, views };
    for (const depth of SCROLL_DEPTHS)
      row[depthKey(depth)] = views > 0 ? Math.round((100 * reached[depth]) / views) : 0;
    return row;
  });
}

/** The range shown: from the address when it holds a valid one, else the last 30 days to today. */
export function rangeFrom(params: URLSearchParams, today: string = utcDay()): { from: string; to: string } {
  const to = isCalendarDay(params.get('to')) ? params.get('to')! : today;
  const from = isCalendarDay(params.get('from')) ? params.get('from')! : addDays(to, -29);
  return daysBetween(from, to) >= 0 ? { from, to } : { from: to, to };
}

export const PRESETS = [
  { label: '7 days', days: 7 },
  { label: '30 days', days: 30 },
  { label: '90 days', days: 90 },
] as const;

export function presetRange(days: number, today: string = utcDay()): { from: string; to: string } {
  return { from: addDays(today, -(days - 1)), to: today };
}

export function percent(share: number | null): string {
  return share === null ? '–' : `${Math.round(share * 100)}%`;
}
