/**
 * The overview's three cards, Recent Views, Contributions and Safety Score, with the traveller's real
 * figures from `GET /api/me/stats` (the spec's first version showed static sample numbers).
 */
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Eye, HandHeart, ShieldCheck } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TravellerStats } from '../api/get-traveller-stats';
import type { DashboardAccess } from '../lib/access';
import { AccessPrompt, type AccessWhat } from './access-prompt';
import { CompletionMeter } from './completion-meter';
import { QueryState } from './query-state';

interface StatsCardsProps {
  readonly access: DashboardAccess;
  readonly stats: UseQueryResult<TravellerStats>;
}

export function StatsCards({ access, stats }: StatsCardsProps) {
  const intl = useIntl();
  const body = (what: AccessWhat, render: (stats: TravellerStats) => ReactNode) =>
    access === 'beta' ? (
      <QueryState
        query={stats}
        loadingLabel={intl.formatMessage({ id: 'dashboard.stats.loading', defaultMessage: 'Loading your figures…' })}
      >
        {render}
      </QueryState>
    ) : (
      <AccessPrompt access={access} what={what} compact />
    );

  return (
    <ul
      className="dash-stats-cards"
      aria-label={intl.formatMessage({ id: 'dashboard.stats', defaultMessage: 'Your activity' })}
    >
      <StatCard icon={Eye} title={intl.formatMessage({ id: 'dashboard.stats.views', defaultMessage: 'Recent Views' })}>
        {body('viewed', (figures) => (
          <>
            <p className="dash-stat-figure" data-testid="stat-destinations-viewed">
              {intl.formatNumber(figures.destinationsViewed30Days)}
            </p>
            <p className="dash-stat-caption">
              <FormattedMessage
                id="dashboard.stats.views.text"
                defaultMessage="{count, plural, one {# destination} other {# destinations}} viewed in the last 30 days"
                values={{ count: figures.destinationsViewed30Days }}
              />
            </p>
          </>
        ))}
      </StatCard>
      <StatCard
        icon={HandHeart}
        title={intl.formatMessage({ id: 'dashboard.stats.contributions', defaultMessage: 'Contributions' })}
      >
        {body('contributions', (figures) => (
          <>
            <p className="dash-stat-figure" data-testid="stat-contributions">
              {intl.formatNumber(figures.tipsGiven + figures.ratingsGiven + figures.neighbourhoodReportsGiven)}
            </p>
            <p className="dash-stat-caption">
              <FormattedMessage
                id="dashboard.stats.contributions.text"
                defaultMessage="{tips, plural, one {# tip} other {# tips}}, {ratings, plural, one {# rating} other {# ratings}} and {reports, plural, one {# neighborhood report} other {# neighborhood reports}}; {votes, plural, one {# helpful vote} other {# helpful votes}} received"
                values={{
                  tips: figures.tipsGiven,
                  ratings: figures.ratingsGiven,
                  reports: figures.neighbourhoodReportsGiven,
                  votes: figures.helpfulVotesReceived,
                }}
              />
            </p>
            <p className="dash-stat-highlight">
              <FormattedMessage
                id="dashboard.stats.helped"
                defaultMessage="You've helped {count, plural, one {# traveler} other {# travelers}}"
                values={{ count: figures.travellersHelped }}
              />
            </p>
          </>
        ))}
      </StatCard>
      <StatCard
        icon={ShieldCheck}
        title={intl.formatMessage({ id: 'dashboard.stats.score', defaultMessage: 'Safety Score' })}
      >
        {body('completion', (figures) => (
          <>
            <CompletionMeter percent={figures.profileCompletion} />
            <p className="dash-stat-caption">
              <FormattedMessage
                id="dashboard.stats.completion"
                defaultMessage="Profile {percent, number, ::percent} complete."
                values={{ percent: figures.profileCompletion / 100 }}
              />
              {figures.profileCompletion < 100 && (
                <>
                  {SPACE}
                  <Link to="/profile/settings">
                    <FormattedMessage id="dashboard.stats.complete" defaultMessage="Complete your profile" />
                  </Link>
                </>
              )}
            </p>
          </>
        ))}
      </StatCard>
    </ul>
  );
}

function StatCard({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <li className="card dash-stat-card">
      <h2 className="dash-stat-title">
        <Icon aria-hidden="true" size={18} />
        {title}
      </h2>
      {children}
    </li>
  );
}

/** The space between two sentences. */
const SPACE = ' ';
