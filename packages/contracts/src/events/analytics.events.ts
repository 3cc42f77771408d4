/**
 * Product analytics in the log: one stream per batch, `analytics-<uuid>`, holding one
 * `AnalyticsBatchRecorded`. Nothing in it is personal: no actor (the metadata says anonymous even
 * for a signed-in traveller), no IP hash, route patterns and action names from fixed lists, and
 * days rather than times.
 */
import type { RecordedEvent } from '../envelope';
import type {
  AnalyticsAction,
  AnalyticsFunnelName,
  AnalyticsRoute,
  ScrollDepth,
} from '../constants/analytics.constants';

export const ANALYTICS_STREAM_CATEGORY = 'analytics';

/** One counted thing, on the UTC day it happened. */
export type AnalyticsRecord =
  | { readonly type: 'page_view'; readonly day: string; readonly route: AnalyticsRoute }
  | { readonly type: 'action'; readonly day: string; readonly route: AnalyticsRoute; readonly action: AnalyticsAction }
  | { readonly type: 'scroll'; readonly day: string; readonly route: AnalyticsRoute; readonly depth: ScrollDepth }
  | { readonly type: 'funnel_step'; readonly day: string; readonly funnel: AnalyticsFunnelName; readonly step: number };

export interface AnalyticsBatchRecordedData {
  readonly events: readonly AnalyticsRecord[];
}

export type AnalyticsBatchRecorded = RecordedEvent<'AnalyticsBatchRecorded', AnalyticsBatchRecordedData>;

export const AnalyticsEventTypes = {
  AnalyticsBatchRecorded: { type: 'AnalyticsBatchRecorded', schemaVersion: 1 },
} as const;
