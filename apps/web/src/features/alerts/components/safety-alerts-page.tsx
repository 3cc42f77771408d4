/**
 * /safety-alerts (spec part 2 "Safety alerts page"): the tabs View Alerts (the full widget over every
 * alert, with the destination filter), Create Alert and Map View, and a side panel with the
 * traveller's notifications and a summary of her alert settings. The tab and the destination live
 * in the address (`?tab=create`, `?destination=1`), so they can be linked to and survive a reload.
 */
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BellRing, List, Map as MapIcon, PlusCircle } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, type TabItem } from '@/components/ui/tabs';
import { useNow } from '@/lib/use-now';
import { useAlertHistory, useUnviewedAlerts } from '../api/get-alert-history';
import { ALERT_DESTINATIONS, alertDestinationOf } from '../lib/alert-destinations';
import { AlertHistoryList } from './alert-history-list';
import type { AlertModerationAccess } from './alert-moderation';
import { AlertsWidget } from './alerts-widget';
import { CreateAlertForm } from './create-alert-form';
import type { AddBasemap } from '../lib/alert-basemap';
import { useIntl } from 'react-intl';
import '@/styles/alerts.css';

type PageTab = 'view' | 'create' | 'map';

const TAB_ICONS = { view: List, create: PlusCircle, map: MapIcon } as const;
const GAP = ' ';

const NOTIFICATIONS_SHOWN = 5;

/** Map View's code (Leaflet) is fetched only when the tab is opened. */
const NearbyAlertsMap = lazy(async () => ({ default: (await import('./nearby-alerts-map')).NearbyAlertsMap }));

interface SafetyAlertsPageProps {
  readonly moderation: AlertModerationAccess;
  readonly basemap: AddBasemap;
  /** The side panel's alert settings (email, push, SMS, places), drawn by the alert-settings feature. */
  readonly settingsPanel: ReactNode;
}

export function SafetyAlertsPage({ moderation, basemap, settingsPanel }: SafetyAlertsPageProps) {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const tabs: readonly TabItem<PageTab>[] = (['view', 'create', 'map'] as const).map((key) => ({
    key,
    icon: TAB_ICONS[key],
    label: intl.formatMessage(
      {
        id: 'alerts.page.tab',
        defaultMessage: '{tab, select, view {View Alerts} create {Create Alert} other {Map View}}',
      },
      { tab: key },
    ),
  }));
  const tab = pageTabOf(params.get('tab'));
  const destinationId = alertDestinationOf(params.get('destination'));

  const update = (change: { tab?: PageTab; destination?: number | null }) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (change.tab !== undefined) {
          if (change.tab === 'view') next.delete('tab');
          else next.set('tab', change.tab);
        }
        if (change.destination !== undefined) {
          if (change.destination === null) next.delete('destination');
          else next.set('destination', String(change.destination));
        }
        return next;
      },
      { replace: change.tab === undefined },
    );

  return (
    <div className="container alerts-page">
      <header className="alerts-page-header">
        <p className="eyebrow">
          <BellRing aria-hidden="true" size={16} />
          {GAP}
          {intl.formatMessage({ id: 'alerts.page.eyebrow', defaultMessage: 'Real-time safety' })}
        </p>
        <h1>{intl.formatMessage({ id: 'alerts.title', defaultMessage: 'Safety Alerts' })}</h1>
        <p className="lead">
          {intl.formatMessage({
            id: 'alerts.page.lead',
            defaultMessage:
              'What is happening now where you travel: read the latest alerts, warn other travellers, and see what is around you.',
          })}
        </p>
      </header>
      <div className="alerts-page-grid">
        <div className="alerts-page-main">
          <Tabs
            label={intl.formatMessage({ id: 'alerts.page.tabs', defaultMessage: 'Safety alerts' })}
            idPrefix="alerts-page"
            tabs={tabs}
            selected={tab}
            onSelect={(key) => update({ tab: key })}
          >
            {tab === 'view' && (
              <AlertsWidget
                source={{ kind: 'list', status: 'all', destinationId }}
                title={intl.formatMessage({ id: 'alerts.title', defaultMessage: 'Safety Alerts' })}
                moderation={moderation}
                extraFilters={
                  <DestinationFilter value={destinationId} onChange={(destination) => update({ destination })} />
                }
                onReset={() => update({ destination: null })}
              />
            )}
            {tab === 'create' && <CreateAlertForm onCreated={() => update({ tab: 'view' })} />}
            {tab === 'map' && (
              <Suspense
                fallback={
                  <Spinner
                    label={intl.formatMessage({ id: 'alerts.mapLoading', defaultMessage: 'Loading the map…' })}
                  />
                }
              >
                <NearbyAlertsMap basemap={basemap} />
              </Suspense>
            )}
          </Tabs>
        </div>
        <aside
          className="alerts-page-side"
          aria-label={intl.formatMessage({
            id: 'alerts.page.side',
            defaultMessage: 'Notifications and alert settings',
          })}
        >
          <NotificationsPanel />
          {settingsPanel}
        </aside>
      </div>
    </div>
  );
}

function pageTabOf(value: string | null): PageTab {
  return value === 'create' || value === 'map' ? value : 'view';
}

function DestinationFilter({
  value,
  onChange,
}: {
  readonly value: number | null;
  readonly onChange: (destination: number | null) => void;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className="alerts-destination-filter">
      <label htmlFor={id} className="visually-hidden">
        {intl.formatMessage({ id: 'alerts.destination', defaultMessage: 'Destination' })}
      </label>
      <select
        id={id}
        className="field-input field-select"
        value={value === null ? 'all' : String(value)}
        onChange={(event) => onChange(alertDestinationOf(event.target.value))}
      >
        <option value="all">
          {intl.formatMessage({ id: 'alerts.allDestinations', defaultMessage: 'All destinations' })}
        </option>
        {ALERT_DESTINATIONS.map(({ id: destinationId, name }) => (
          <option key={destinationId} value={String(destinationId)}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The alerts sent to the traveller for the destinations they saved, newest first. */
function NotificationsPanel() {
  const intl = useIntl();
  const unviewed = useUnviewedAlerts({ enabled: true });
  const history = useAlertHistory({ enabled: true });
  const now = useNow(30_000);
  const count = unviewed.data?.count ?? 0;
  return (
    <section className="card alerts-side-card" aria-labelledby="alerts-notifications-title">
      <h2 id="alerts-notifications-title" className="alerts-side-title">
        <BellRing aria-hidden="true" size={20} />
        {GAP}
        {intl.formatMessage({ id: 'alerts.notifications', defaultMessage: 'Notifications' })}
      </h2>
      <p className="muted alerts-side-text">
        {intl.formatMessage(
          {
            id: 'alerts.notifications.text',
            defaultMessage:
              '{count, plural, =0 {You are up to date.} one {You have # unviewed alert. Open one to mark it as viewed.} other {You have # unviewed alerts. Open one to mark it as viewed.}} Alerts for the destinations you save arrive here and on the bell at the top of every page.',
          },
          { count },
        )}
      </p>
      <AlertHistoryList
        history={history}
        now={now}
        showMap
        limit={NOTIFICATIONS_SHOWN}
        emptyText={intl.formatMessage({
          id: 'alerts.notifications.empty',
          defaultMessage: 'Nothing has been sent to you yet. Save a destination to get its verified alerts here.',
        })}
      />
    </section>
  );
}
