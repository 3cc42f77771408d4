/**
 * The signed-in traveller's contribution stats (spec part 2: reputation, posts, contributions, rank),
 * computed by the API: reputation from posts, comments and reactions received, the rank's name and
 * position, and how far the next rank is.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { Award } from 'lucide-react';
import type { MyContributionStats } from '@safetrails/contracts';
import { ProgressBar } from '@/components/ui/progress-bar';
import { formatCount } from '@/lib/format-number';

export function ContributionCard({ stats }: { readonly stats: UseQueryResult<MyContributionStats> }) {
  const data = stats.data;
  return (
    <section className="card forum-side-card" aria-labelledby="forum-contribution-title">
      <h2 id="forum-contribution-title" className="forum-side-title">
        <Award aria-hidden="true" size={18} /> Your contributions
      </h2>
      {!data ? (
        <p className="muted">{stats.isError ? 'Your contribution stats are not available right now.' : 'Loading…'}</p>
      ) : (
        <>
          <dl className="forum-contribution-stats">
            <div>
              <dt>Reputation</dt>
              <dd>{formatCount(data.reputation)}</dd>
            </div>
            <div>
              <dt>Posts</dt>
              <dd>{formatCount(data.posts)}</dd>
            </div>
            <div>
              <dt>Contributions</dt>
              <dd>{formatCount(data.contributions)}</dd>
            </div>
            <div>
              <dt>Rank</dt>
              <dd>{data.rank.position === null ? '–' : `#${formatCount(data.rank.position)}`}</dd>
            </div>
          </dl>
          <p className="forum-rank">
            <strong>{data.rank.name}</strong>
            {data.rank.next && (
              <span className="muted">
                {' '}
                · {formatCount(data.rank.next.minReputation - data.reputation)} to {data.rank.next.name}
              </span>
            )}
          </p>
          {data.rank.next && (
            <ProgressBar
              percent={(100 * data.reputation) / data.rank.next.minReputation}
              label={`Progress to ${data.rank.next.name}`}
            />
          )}
        </>
      )}
    </section>
  );
}
