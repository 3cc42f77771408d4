/**
 * The "How this score changed" chart and the events behind it: one point per event that changed a
 * metric, values to one decimal (the API keeps them unrounded), and each event said in words.
 */
import { SAFETY_METRICS, type SafetyMetric, type ScoreHistoryEntry } from '@safetrails/contracts';

/** The history table's columns, on the page and the printable report. */
export const HISTORY_COLUMNS = defineMessages({
  when: { id: 'history.column.when', defaultMessage: 'When' },
  event: { id: 'history.column.event', defaultMessage: 'Event' },
  by: { id: 'history.column.by', defaultMessage: 'By' },
  reason: { id: 'history.column.reason', defaultMessage: 'Reason' },
  change: { id: 'history.column.change', defaultMessage: 'Before → after' },
});
import { defineMessages, type IntlShape } from 'react-intl';

export type HistoryPoint = { readonly index: number; readonly occurredAt: string } & Readonly<
  Record<SafetyMetric, number | null>
>;

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

/** `SafetyRatingSubmitted` -> "Safety rating submitted", in the page's language for the events a score follows. */
export function eventTypeLabel(intl: IntlShape, type: string): string {
  const words = type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return intl.formatMessage(
    {
      id: 'history.event',
      defaultMessage:
        '{type, select, DestinationRegistered {Destination registered} DestinationCatalogued {Destination catalogued} BaselineRevised {Baseline revised} SafetyRatingSubmitted {Safety rating submitted} SafetyRatingRemoved {Safety rating removed} NeighbourhoodAdded {Neighbourhood added} NeighbourhoodReported {Neighbourhood reported} AdvisoryPublished {Advisory published} AdvisoryChanged {Advisory changed} AdvisoryReread {Advisory reread} AdvisoryWithdrawn {Advisory withdrawn} other {{words}}}',
    },
    { type, words: words.charAt(0).toUpperCase() + words.slice(1) },
  );
}

/** Who caused an event, by role. */
export function actorRoleLabel(intl: IntlShape, role: string): string {
  return intl.formatMessage(
    {
      id: 'history.actor',
      defaultMessage:
        '{role, select, system {system} traveller {traveller} moderator {moderator} admin {admin} other {{role}}}',
    },
    { role },
  );
}

export interface MetricChange {
  readonly metric: SafetyMetric;
  readonly before: number | null;
  readonly after: number | null;
}

/** The metrics an event moved (by at least a tenth, as shown), overall first. */
export function metricChanges(entry: ScoreHistoryEntry): MetricChange[] {
  return SAFETY_METRICS.flatMap((metric) => {
    const before = oneDecimal(entry.before[metric]);
    const after = oneDecimal(entry.after[metric]);
    return before === after ? [] : [{ metric, before, after }];
  });
}

export function formatScore(intl: IntlShape, value: number | null): string {
  return value === null
    ? intl.formatMessage({ id: 'history.unrated', defaultMessage: 'unrated' })
    : intl.formatNumber(value);
}
