/**
 * The safety alerts widget, full card form (spec part 1 "Safety alerts widget"): the title with the
 * count '(n alerts)', the timeframe select, the search, filters menu and reset, the tabs
 * All/Critical/High/Medium/Low, then the alerts. It reads its own list (see api/get-alerts.ts), kept
 * live over the server's change stream.
 */
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Tabs } from '@/components/ui/tabs';
import { useNow } from '@/lib/use-now';
import { useAlerts } from '../api/get-alerts';
import type { AlertSource } from '../api/alert-keys';
import { useAlertView, type AlertViewState } from '../hooks/use-alert-view';
import { ALERT_TIMEFRAMES, filterAlerts, type AlertTimeframe } from '../lib/alert-filters';
import { alertCount, quickTabName, SHOWN_QUICK_TABS, timeframeName } from '../lib/alert-labels';
import { AlertCard } from './alert-card';
import { AlertsLoadError, AlertsLoading, NoAlertsFound } from './alert-list-states';
import { AlertModeration, type AlertModerationAccess } from './alert-moderation';
import { AlertToolbar } from './alert-toolbar';
import '@/styles/alerts.css';

const RELATIVE_TIME_TICK_MS = 30_000;
const GAP = ' ';

export interface AlertsWidgetProps {
  readonly source: AlertSource;
  /** The widget's heading; leave it out where the host already names the panel. */
  readonly title?: string;
  readonly headingLevel?: 2 | 3;
  /** Cards offer 'View location on map' for alerts with coordinates. */
  readonly showMap?: boolean;
  /** Verify and Archive, for whoever may; leave out for read-only lists. */
  readonly moderation?: AlertModerationAccess;
  /** The host's own filters, placed in the toolbar (the alerts page's destination filter). */
  readonly extraFilters?: ReactNode;
  readonly onReset?: () => void;
  /** In a side panel: the list scrolls inside a fixed height instead of stretching the page. */
  readonly inPanel?: boolean;
}

export function AlertsWidget(props: AlertsWidgetProps) {
  const { source, title, headingLevel = 2, showMap = true, moderation, extraFilters, onReset, inPanel = false } = props;
  const intl = useIntl();
  const view = useAlertView();
  const alerts = useAlerts(source);
  const now = useNow(RELATIVE_TIME_TICK_MS);
  const tabsId = useId();
  const headingId = useId();

  const shown = alerts.data ? filterAlerts(alerts.data, view, now) : [];
  const count = alerts.isSuccess ? <span className="alerts-count">{alertCount(intl, shown.length)}</span> : null;
  const tabs = SHOWN_QUICK_TABS.map((key) => ({ key, label: quickTabName(intl, key) }));
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <div
      className={`alerts-widget${inPanel ? ' alerts-widget-panel' : ''}`}
      aria-labelledby={title ? headingId : undefined}
      role={title ? 'region' : undefined}
    >
      <div className="alerts-widget-head">
        {title ? (
          <Heading id={headingId} className="alerts-widget-title">
            {title}
            {GAP}
            {count}
          </Heading>
        ) : (
          <p className="alerts-widget-count" aria-live="polite">
            {count}
          </p>
        )}
        <TimeframeSelect view={view} />
      </div>
      <AlertToolbar view={view} extraFilters={extraFilters} onReset={onReset} />
      <Tabs
        label={intl.formatMessage({ id: 'alerts.severityTabs', defaultMessage: 'Alert severity' })}
        idPrefix={tabsId}
        tabs={tabs}
        selected={view.tab}
        onSelect={view.setTab}
      >
        {alerts.isPending ? (
          <AlertsLoading />
        ) : alerts.isError ? (
          <AlertsLoadError onRetry={() => void alerts.refetch()} />
        ) : shown.length === 0 ? (
          <NoAlertsFound filtered={view.activeCount > 0 || view.tab !== 'all'} />
        ) : (
          <ul className="alerts-list">
            {shown.map((alert) => (
              <li key={alert.id}>
                <AlertCard
                  alert={alert}
                  now={now}
                  showMap={showMap}
                  headingLevel={headingLevel === 2 ? 3 : 4}
                  actions={moderation ? <AlertModeration alert={alert} access={moderation} /> : undefined}
                />
              </li>
            ))}
          </ul>
        )}
      </Tabs>
    </div>
  );
}

function TimeframeSelect({ view }: { readonly view: AlertViewState }) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className="alerts-timeframe">
      <label htmlFor={id} className="visually-hidden">
        {intl.formatMessage({ id: 'alerts.filters.timeframe', defaultMessage: 'Timeframe' })}
      </label>
      <select
        id={id}
        className="field-input field-select alerts-timeframe-select"
        value={view.filters.timeframe}
        onChange={(event) => view.setTimeframe(timeframeOf(event.target.value))}
      >
        {ALERT_TIMEFRAMES.map((timeframe) => (
          <option key={timeframe} value={timeframe}>
            {timeframeName(intl, timeframe)}
          </option>
        ))}
      </select>
    </div>
  );
}

function timeframeOf(value: string): AlertTimeframe {
  return ALERT_TIMEFRAMES.find((timeframe) => timeframe === value) ?? 'all';
}
