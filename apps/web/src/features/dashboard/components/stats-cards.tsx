/**
 * The overview's three cards, Recent Views, Contributions and Safety Score, with the traveller's real
 * figures from `GET /api/me/stats` (the spec's first version showed static sample numbers).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Eye, HandHeart, ShieldCheck } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TravellerStats } from '../api/get-traveller-stats';
import type { DashboardAccess } from '../lib/access';
import { AccessPrompt } from './access-prompt';
import { CompletionMeter } from './completion-meter';
import { QueryState } from './query-state';
import { formatCount } from '@/lib/format-number';

interface StatsCardsProps {
  readonly access: DashboardAccess;
  readonly stats: UseQueryResult<TravellerStats>;
}

export function StatsCards({ access, stats }: StatsCardsProps) {
  const body = (what: string, render: (stats: TravellerStats) => ReactNode) =>
    access === 'beta' ? (
      <QueryState query={stats} loadingLabel="Loading your figures…">
        {render}
      </QueryState>
    ) : (
      <AccessPrompt access={access} what={what} compact />
    );

  return (
    <ul className="dash-stats-cards" aria-label="Your activity">
      <StatCard icon={Eye} title="Recent Views">
        {body('the destinations you viewed', (figures) => (
          <>
            <p className="dash-stat-figure" data-testid="stat-destinations-viewed">
              {figures.destinationsViewed30Days}
            </p>
            <p className="dash-stat-caption">
              {plural(figures.destinationsViewed30Days, 'destination')} viewed in the last 30 days
            </p>
          </>
        ))}
      </StatCard>
      <StatCard icon={HandHeart} title="Contributions">
        {body('your contributions', (figures) => (
          <>
            <p className="dash-stat-figure" data-testid="stat-contributions">
              {figures.tipsGiven + figures.ratingsGiven + figures.neighbourhoodReportsGiven}
            </p>
            <p className="dash-stat-caption">
              {plural(figures.tipsGiven, 'tip')}, {plural(figures.ratingsGiven, 'rating')} and{' '}
              {plural(figures.neighbourhoodReportsGiven, 'neighborhood report')};{' '}
              {plural(figures.helpfulVotesReceived, 'helpful vote')} received
            </p>
            <p className="dash-stat-highlight">You&apos;ve helped {plural(figures.travellersHelped, 'traveler')}</p>
          </>
        ))}
      </StatCard>
      <StatCard icon={ShieldCheck} title="Safety Score">
        {body('how complete your safety profile is', (figures) => (
          <>
            <CompletionMeter percent={figures.profileCompletion} />
            <p className="dash-stat-caption">
              Profile {figures.profileCompletion}% complete.{' '}
              {figures.profileCompletion < 100 && <Link to="/profile/settings">Complete your profile</Link>}
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

function plural(count: number, noun: string): string {
  return `${formatCount(count)} ${noun}${count === 1 ? '' : 's'}`;
}
