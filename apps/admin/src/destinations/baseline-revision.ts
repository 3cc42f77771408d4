/**
 * What a baseline revision sends: all six metrics (the API merges a partial baseline, but sending
 * all of them says exactly what the admin saw), the source with its date and link, and the reason.
 * Only the fields the API revises go out; the rest of the record is read-only.
 */
import { SAFETY_METRICS, type AdminDestination, type MetricSource, type MetricValues } from '@safetrails/contracts';

export interface BaselineRevision {
  readonly baseline: MetricValues;
  readonly baselineSource: MetricSource;
  readonly reason: string;
}

interface BaselineForm {
  readonly baseline?: Partial<Record<keyof MetricValues, number | string | null>> | null;
  readonly baselineSource?: { source?: string | null; asOf?: string | null; url?: string | null } | null;
  readonly reason?: string | null;
}

function trimmed(value: string | null | undefined): string {
  return (value ?? '').trim();
}

export function toBaselineRevision(data: BaselineForm): BaselineRevision {
  const baseline = Object.fromEntries(
    SAFETY_METRICS.map((metric) => [metric, Number(data.baseline?.[metric])]),
  ) as Record<keyof MetricValues, number>;
  const url = trimmed(data.baselineSource?.url);
  return {
    baseline,
    baselineSource: {
      source: trimmed(data.baselineSource?.source),
      // DateInput gives YYYY-MM-DD; keep only the date if a time came with it.
      asOf: trimmed(data.baselineSource?.asOf).slice(0, 10),
      url: url === '' ? null : url,
    },
    reason: trimmed(data.reason),
  };
}

/** The metrics a revision changes, for the confirmation the form shows before saving. */
export function changedBaselineMetrics(
  revision: BaselineRevision,
  previous: Pick<AdminDestination, 'baseline'>,
): { metric: keyof MetricValues; before: number | null; after: number }[] {
  return SAFETY_METRICS.filter((metric) => previous.baseline?.[metric] !== revision.baseline[metric]).map((metric) => ({
    metric,
    before: previous.baseline?.[metric] ?? null,
    after: revision.baseline[metric],
  }));
}
