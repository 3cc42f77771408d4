/**
 * The alerts sent to the traveller (their alert history), filtered by a widget's view: the bell's
 * list and the alerts page's notifications panel.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { AlertHistoryEntry } from '@safetrails/contracts';
import type { AlertViewState } from '../hooks/use-alert-view';
import { filterAlerts } from '../lib/alert-filters';
import { AlertHistoryItem } from './alert-history-item';
import { AlertsLoadError, AlertsLoading, NoAlertsFound } from './alert-list-states';

interface AlertHistoryListProps {
  readonly history: UseQueryResult<AlertHistoryEntry[]>;
  /** The widget's search, tab and filters; without one, every entry shows. */
  readonly view?: AlertViewState;
  readonly now: Date;
  readonly showMap: boolean;
  /** Show only the newest entries. */
  readonly limit?: number;
  /** What an empty history says instead of the widget's 'No alerts found'. */
  readonly emptyText?: string;
}

export function AlertHistoryList({ history, view, now, showMap, limit, emptyText }: AlertHistoryListProps) {
  if (history.isPending) return <AlertsLoading />;
  if (history.isError) return <AlertsLoadError onRetry={() => void history.refetch()} />;
  if (history.data.length === 0 && emptyText) return <p className="muted alerts-history-empty">{emptyText}</p>;
  const shown = (view ? shownEntries(history.data, view, now) : history.data).slice(0, limit);
  if (shown.length === 0)
    return <NoAlertsFound filtered={view !== undefined && (view.activeCount > 0 || view.tab !== 'all')} />;
  return (
    <ul className="alerts-list alert-history-list">
      {shown.map((entry) => (
        <li key={entry.id}>
          <AlertHistoryItem entry={entry} now={now} showMap={showMap} />
        </li>
      ))}
    </ul>
  );
}

export function shownEntries(
  entries: readonly AlertHistoryEntry[],
  view: AlertViewState,
  now: Date,
): AlertHistoryEntry[] {
  const kept = new Set(
    filterAlerts(
      entries.map((entry) => entry.alert),
      view,
      now,
    ).map((alert) => alert.id),
  );
  return entries.filter((entry) => kept.has(entry.alert.id));
}
