/**
 * The "How this score changed" chart and the events behind it: one point per event that changed a
 * metric, values to one decimal (the API keeps them unrounded), and each event said in words.
 */
import { METRIC_DEFINITIONS, type SafetyMetric, type ScoreHistoryEntry } from '@safetrails/contracts';

export type HistoryPoint = { readonly index: number; readonly occurredAt: string } & Readonly<
  Record<SafetyMetric, number | null>
>;

export const METRIC_LABELS: Readonly<Record<SafetyMetric, string>> = {
  safetyScore: 'Overall Safety',
  ...Object.fromEntries(METRIC_DEFINITIONS.map(({ key, label }) => [key, label])),
} as Record<SafetyMetric, string>;

/** One colour per metric, for the chart's lines and the checkboxes that show them. */
export const LINE_COLOURS: Readonly<Record<SafetyMetric, string>> = {
  safetyScore: '#0f5257',
  walkability: '#b5482f',
  publicTransport: '#3b5b92',
  harassmentLevel: '#8e3b8a',
  pettyCrime: '#b7791f',
  medicalAccess: '#1c7c54',
};

export function historyPoints(entries: readonly ScoreHistoryEntry[]): HistoryPoint[] {
  return entries.map((entry, index) => ({
    index,
    occurredAt: entry.occurredAt,
    safetyScore: oneDecimal(entry.after.safetyScore),
    walkability: oneDecimal(entry.after.walkability),
    publicTransport: oneDecimal(entry.after.publicTransport),
    harassmentLevel: oneDecimal(entry.after.harassmentLevel),
    pettyCrime: oneDecimal(entry.after.pettyCrime),
    medicalAccess: oneDecimal(entry.after.medicalAccess),
  }));
}

export function oneDecimal(value: number | null): number | null {
  return value === null ? null : Math.round(value * 10) / 10;
}

/** `SafetyRatingSubmitted` -> "Safety rating submitted". */
export function eventTypeLabel(type: string): string {
  const words = type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface MetricChange {
  readonly metric: SafetyMetric;
  readonly label: string;
  readonly before: number | null;
  readonly after: number | null;
}

/** The metrics an event moved (by at least a tenth, as shown), overall first. */
export function metricChanges(entry: ScoreHistoryEntry): MetricChange[] {
  return (Object.keys(METRIC_LABELS) as SafetyMetric[]).flatMap((metric) => {
    const before = oneDecimal(entry.before[metric]);
    const after = oneDecimal(entry.after[metric]);
    return before === after ? [] : [{ metric, label: METRIC_LABELS[metric], before, after }];
  });
}

export function formatScore(value: number | null): string {
  return value === null ? 'unrated' : String(value);
}
