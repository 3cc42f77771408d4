/**
 * The Overview tab (spec part 1 "Dashboard"): the traveller's three figures, the destination block
 * with its inner tabs, and beside it the latest safety update for the chosen destination, 'Your
 * Destinations' and the general alerts panel.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CurrentUser, DestinationDetail, FeaturedDestination, SavedItemView } from '@safetrails/contracts';
import type { TravellerStats } from '../api/get-traveller-stats';
import type { DestinationView } from '../hooks/use-dashboard-search';
import type { DashboardAccess } from '../lib/access';
import { DestinationSection } from './destination-section';
import type { DashboardAlerts } from './dashboard-alerts';
import type { SaveControl } from './destination-overview-panel';
import { Freshness } from './freshness';
import { SentimentPanel } from './sentiment-panel';
import { StatsCards } from './stats-cards';
import { YourDestinations } from './your-destinations';

export interface OverviewTabProps {
  readonly access: DashboardAccess;
  readonly user: CurrentUser | null;
  readonly stats: UseQueryResult<TravellerStats>;
  readonly featured: UseQueryResult<FeaturedDestination[]>;
  readonly selected: UseQueryResult<DestinationDetail>;
  readonly saved: UseQueryResult<SavedItemView[]>;
  readonly selectedId: number;
  readonly onSelect: (id: number) => void;
  readonly view: DestinationView;
  readonly onView: (view: DestinationView) => void;
  readonly save: SaveControl;
  readonly onRated: (destination: DestinationDetail) => void;
  readonly alerts: DashboardAlerts;
}

export function OverviewTab({
  access,
  user,
  stats,
  featured,
  selected,
  saved,
  selectedId,
  onSelect,
  view,
  onView,
  save,
  onRated,
  alerts,
}: OverviewTabProps) {
  const intl = useIntl();
  const destination = selected.data?.id === selectedId ? selected.data : null;

  return (
    <div className="dash-overview-tab">
      <StatsCards access={access} stats={stats} />
      <div className="dashboard-grid">
        <DestinationSection
          access={access}
          user={user}
          featured={featured}
          selected={selected}
          selectedId={selectedId}
          onSelect={onSelect}
          view={view}
          onView={onView}
          save={save}
          onRated={onRated}
        />
        <aside
          className="dashboard-side"
          aria-label={intl.formatMessage({
            id: 'dashboard.side',
            defaultMessage: 'Updates and your destinations',
          })}
        >
          <section className="card dashboard-side-card" aria-labelledby="latest-update-title">
            <h2 id="latest-update-title" className="dash-side-card-title">
              <FormattedMessage
                id="dashboard.latest"
                defaultMessage="{place, select, none {Latest safety update} other {Latest safety update: {place}}}"
                values={{ place: destination?.name ?? 'none' }}
              />
            </h2>
            {destination ? (
              <>
                <Freshness provenance={destination.provenance} />
                <SentimentPanel destination={destination} />
                <h3 className="dash-panel-subtitle">
                  <FormattedMessage
                    id="alerts.for"
                    defaultMessage="Alerts for {place}"
                    values={{ place: destination.name }}
                  />
                </h3>
                {alerts.forDestination(destination.id)}
              </>
            ) : (
              <p className="muted">
                <FormattedMessage
                  id="dashboard.latest.choose"
                  defaultMessage="Choose a destination to see its latest update."
                />
              </p>
            )}
          </section>
          <YourDestinations
            access={access}
            saved={saved}
            featured={featured}
            selectedId={selectedId}
            onSelect={onSelect}
          />
          <section className="card dashboard-side-card" aria-labelledby="general-alerts-title">
            <h2 id="general-alerts-title" className="dash-side-card-title">
              <FormattedMessage id="dashboard.tab.safetyAlerts" defaultMessage="Safety Alerts" />
            </h2>
            {alerts.general()}
          </section>
        </aside>
      </div>
    </div>
  );
}
