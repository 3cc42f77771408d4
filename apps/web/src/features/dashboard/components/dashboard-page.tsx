/**
 * /dashboard (spec part 1 "Dashboard"): the welcome line, the header buttons and the five top tabs.
 * The page is public: visitors see the destinations and what travellers shared, and sign-in (or
 * beta) prompts where their own figures would be. The route hands in what other features read
 * (destinations, saved items, the account profile) and the safety map.
 */
import { memo, useDeferredValue, type ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  Bell,
  Bookmark,
  Compass,
  KeyRound,
  LayoutDashboard,
  LogIn,
  MessagesSquare,
  Plus,
  UserRoundCog,
} from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type {
  AccountProfile,
  CurrentUser,
  DestinationDetail,
  DestinationSummary,
  FeaturedDestination,
  SavedItemView,
} from '@safetrails/contracts';
import { Tabs, type TabItem } from '@/components/ui/tabs';
import { useRecentDestinations } from '../api/get-recent-destinations';
import { useTravellerStats } from '../api/get-traveller-stats';
import type { DashboardSearch, DashboardTab } from '../hooks/use-dashboard-search';
import { accessOf, type DashboardAccess } from '../lib/access';
import type { DashboardAlerts } from './dashboard-alerts';
import type { SaveControl } from './destination-overview-panel';
import { ExploreTab } from './explore-tab';
import { OverviewTab } from './overview-tab';
import { SafetyAlertsTab } from './safety-alerts-tab';
import { SafetyProfileTab } from './safety-profile-tab';
import { IconLinks, type IconLink } from '@/components/ui/icon-links';

/** The dashboard's shortcuts: her saved items, her alerts, and a new destination. */
const SHORTCUTS_WORDS = defineMessages({
  savedItems: { id: 'dashboard.savedItems', defaultMessage: 'Saved Items' },
  safetyAlerts: { id: 'dashboard.tab.safetyAlerts', defaultMessage: 'Safety Alerts' },
  addDestination: { id: 'dashboard.addDestination', defaultMessage: 'Add Destination' },
});
const SHORTCUTS: readonly IconLink[] = [
  { to: '/saved-items', icon: Bookmark, label: SHORTCUTS_WORDS.savedItems },
  { to: '/safety-alerts', icon: Bell, label: SHORTCUTS_WORDS.safetyAlerts },
  { to: '/search/all', icon: Plus, label: SHORTCUTS_WORDS.addDestination, className: 'btn btn-primary btn-small' },
];

const TAB_ICONS = {
  overview: LayoutDashboard,
  explore: Compass,
  'safety-profile': UserRoundCog,
  community: MessagesSquare,
  'safety-alerts': Bell,
} as const satisfies Record<DashboardTab, unknown>;

const TAB_NAMES = defineMessages({
  overview: { id: 'dashboard.tab.overview', defaultMessage: 'Overview' },
  explore: { id: 'dashboard.tab.explore', defaultMessage: 'Explore' },
  'safety-profile': { id: 'dashboard.tab.safetyProfile', defaultMessage: 'Safety Profile' },
  community: { id: 'dashboard.tab.community', defaultMessage: 'Community' },
  'safety-alerts': { id: 'dashboard.tab.safetyAlerts', defaultMessage: 'Safety Alerts' },
});

export interface DashboardPageProps {
  readonly user: CurrentUser | null;
  readonly search: DashboardSearch;
  readonly featured: UseQueryResult<FeaturedDestination[]>;
  readonly selected: UseQueryResult<DestinationDetail>;
  /** Explore's list: every destination, or those of the chosen region. */
  readonly destinations: UseQueryResult<DestinationSummary[]>;
  /** Enabled only for a traveller with beta access. */
  readonly saved: UseQueryResult<SavedItemView[]>;
  /** Enabled only for a traveller with beta access. */
  readonly profile: UseQueryResult<AccountProfile>;
  readonly save: SaveControl;
  readonly onRated: (destination: DestinationDetail) => void;
  readonly map: ReactNode;
  /** The Community tab's content: the forum's latest activity, drawn by the forum feature. */
  readonly community: ReactNode;
  /** The alerts widgets, drawn by the alerts feature. */
  readonly alerts: DashboardAlerts;
  /** "I'm OK" while a check-in is planned, drawn by the safety network: in the first screen. */
  readonly checkIn?: ReactNode;
}

export function DashboardPage(props: DashboardPageProps) {
  const { user, search } = props;
  const intl = useIntl();
  const tabs: TabItem<DashboardTab>[] = (Object.keys(TAB_ICONS) as DashboardTab[]).map((key) => ({
    key,
    label: intl.formatMessage(TAB_NAMES[key]),
    icon: TAB_ICONS[key],
  }));
  const access = accessOf(user);
  // A dozen reads answer one by one as the dashboard opens. The header and the tabs are drawn at
  // once; the panel is drawn from a deferred copy of what it shows, as a transition a slow phone
  // draws in slices between which it stays responsive, not in one long task per answer.
  const shown = useDeferredValue<DashboardPageProps | null>(props, null);

  return (
    <div className="container dashboard">
      <header className="dashboard-header">
        <div>
          <p className="eyebrow">
            <FormattedMessage id="dashboard.eyebrow" defaultMessage="Dashboard" />
          </p>
          <h1 id="dashboard-title">
            <FormattedMessage
              id="dashboard.welcome"
              defaultMessage="{name, select, none {Welcome, Traveler} other {Welcome, {name}}}"
              values={{ name: user?.name || 'none' }}
            />
          </h1>
          <p className="lead">
            <FormattedMessage
              id="dashboard.lead"
              defaultMessage="Safety scores, tips and neighborhood reports from travelers like you."
            />
          </p>
        </div>
        <nav
          className="dashboard-actions"
          aria-label={intl.formatMessage({ id: 'dashboard.shortcuts', defaultMessage: 'Dashboard shortcuts' })}
        >
          <IconLinks links={SHORTCUTS} className="btn btn-ghost btn-small" />
          {props.checkIn}
        </nav>
      </header>
      {access !== 'beta' && <AccessBanner access={access} />}
      <Tabs
        label={intl.formatMessage({ id: 'dashboard.sections', defaultMessage: 'Dashboard sections' })}
        idPrefix="dashboard"
        tabs={tabs}
        selected={search.tab}
        onSelect={search.setTab}
      >
        {shown ? <DashboardPanel {...shown} /> : <div className="dashboard-panel-loading" aria-busy="true" />}
      </Tabs>
    </div>
  );
}

/** The selected tab's panel; memoised, so it is drawn only when its deferred copy changes. */
const DashboardPanel = memo(function DashboardPanel(props: DashboardPageProps) {
  const { user, search, featured, selected, destinations, saved, profile, save, onRated, map, alerts, community } =
    props;
  const access = accessOf(user);
  const stats = useTravellerStats(access === 'beta' && user ? user.id : null);
  const recent = useRecentDestinations(access === 'beta' && user ? user.id : null);

  switch (search.tab) {
    case 'overview':
      return (
        <OverviewTab
          access={access}
          user={user}
          stats={stats}
          featured={featured}
          selected={selected}
          saved={saved}
          selectedId={search.destinationId}
          onSelect={search.selectDestination}
          view={search.view}
          onView={search.setView}
          save={save}
          onRated={onRated}
          alerts={alerts}
        />
      );
    case 'explore':
      return (
        <ExploreTab
          access={access}
          featured={featured}
          saved={saved}
          recent={recent}
          selected={selected}
          selectedId={search.destinationId}
          onSelect={search.selectDestination}
          region={search.region}
          onRegion={search.setRegion}
          destinations={destinations}
          map={map}
        />
      );
    case 'safety-profile':
      return <SafetyProfileTab access={access} stats={stats} profile={profile} />;
    case 'community':
      return community;
    case 'safety-alerts':
      return <SafetyAlertsTab access={access} profile={profile} alerts={alerts} />;
  }
});

function AccessBanner({ access }: { readonly access: Exclude<DashboardAccess, 'beta'> }) {
  const signedOut = access === 'signed-out';
  return (
    <div className="dash-access-banner" role="note">
      <p>
        <FormattedMessage
          id="dashboard.access.banner"
          defaultMessage="{signedOut, select, yes {You are browsing as a guest. Sign in to see your own figures, save destinations and share ratings and tips.} other {Your account does not have beta access yet. Verify your beta token to save destinations and share ratings and tips.}}"
          values={{ signedOut: signedOut ? 'yes' : 'no' }}
        />
      </p>
      <Link to={signedOut ? '/auth' : '/verify-beta'} className="btn btn-primary btn-small">
        {signedOut ? <LogIn aria-hidden="true" size={16} /> : <KeyRound aria-hidden="true" size={16} />}
        <FormattedMessage
          id="dashboard.access.action"
          defaultMessage="{signedOut, select, yes {Sign in} other {Verify your beta access}}"
          values={{ signedOut: signedOut ? 'yes' : 'no' }}
        />
      </Link>
    </div>
  );
}
