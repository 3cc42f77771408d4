/** `POST /api/analytics/batch` and `GET /admin-api/analytics/summary`. */
import type { AnalyticsFunnelName } from '../constants/analytics.constants';

export interface AnalyticsBatchAccepted {
  /** How many events were counted: 0 when the request carried Do Not Track or Global Privacy Control. */
  readonly accepted: number;
}

export interface AnalyticsDailyViews {
  readonly day: string;
  readonly total: number;
  /** Views per route pattern that day (routes with none are left out). */
  readonly byRoute: Readonly<Record<string, number>>;
}

export interface AnalyticsScrollDepth {
  readonly route: string;
  readonly views: number;
  /** How many page views reached each quarter of the page. */
  readonly reached: { readonly 25: number; readonly 50: number; readonly 75: number; readonly 100: number };
}

export interface AnalyticsFunnelSummary {
  readonly name: AnalyticsFunnelName;
  readonly label: string;
  readonly steps: readonly {
    readonly step: number;
    readonly label: string;
    readonly count: number;
    /** Share of the first step's count that got this far, 0-1; null while the first step has none. */
    readonly fromStart: number | null;
  }[];
}

export interface AnalyticsSummary {
  /** Inclusive UTC days. */
  readonly from: string;
  readonly to: string;
  readonly totals: { readonly pageViews: number; readonly actions: number };
  /** Every day of the range, zeros included, oldest first. */
  readonly viewsPerDay: readonly AnalyticsDailyViews[];
  /** Views per route pattern over the range, most viewed first. */
  readonly routes: readonly { readonly route: string; readonly views: number }[];
  /** Actions over the range, most used first. */
  readonly topActions: readonly { readonly action: string; readonly count: number }[];
  readonly scrollDepth: readonly AnalyticsScrollDepth[];
  readonly funnels: readonly AnalyticsFunnelSummary[];
}
