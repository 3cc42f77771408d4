/**
 * Funnel progress within one tab: a step counts only when the one before it was reached in the same
 * tab, and each step once. Decided here, in the browser, so the server receives "step n reached"
 * and never anything that links one page to another.
 */
import {
  ANALYTICS_FUNNELS,
  ANALYTICS_FUNNEL_NAMES,
  type AnalyticsFunnelName,
  type AnalyticsRecord,
} from '@safetrails/contracts';

export type FunnelProgress = Partial<Record<AnalyticsFunnelName, number>>;

type Observed = Extract<AnalyticsRecord, { type: 'page_view' | 'action' }>;

/** The funnel steps `record` reaches from `progress`, and the progress after it. */
export function advanceFunnels(
  progress: FunnelProgress,
  record: Observed,
): { readonly steps: readonly { funnel: AnalyticsFunnelName; step: number }[]; readonly progress: FunnelProgress } {
  const steps: { funnel: AnalyticsFunnelName; step: number }[] = [];
  const next: FunnelProgress = { ...progress };
  for (const funnel of ANALYTICS_FUNNEL_NAMES) {
    const step = (progress[funnel] ?? -1) + 1;
    const wanted = ANALYTICS_FUNNELS[funnel].steps[step];
    if (!wanted) continue;
    const matches =
      wanted.type === 'page_view'
        ? record.type === 'page_view' && record.route === wanted.route
        : record.type === 'action' && record.action === wanted.action;
    if (!matches) continue;
    steps.push({ funnel, step });
    next[funnel] = step;
  }
  return { steps, progress: next };
}
