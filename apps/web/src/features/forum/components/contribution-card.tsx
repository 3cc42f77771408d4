/**
 * The signed-in traveller's contribution stats (spec part 2: reputation, posts, contributions, rank),
 * computed by the API: reputation from posts, comments and reactions received, the rank's name and
 * position, and how far the next rank is.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { Award } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MyContributionStats } from '@safetrails/contracts';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useCount } from '@/i18n/use-count';
import { rankName } from '../lib/forum-words';

/** No rank yet: a mark, not words. */
const NO_RANK = '\u2013';

export function ContributionCard({ stats }: { readonly stats: UseQueryResult<MyContributionStats> }) {
  const intl = useIntl();
  const count = useCount();
  const data = stats.data;
  const next = data?.rank.next ? rankName(intl, data.rank.next.name) : null;
  return (
    <section className="card forum-side-card" aria-labelledby="forum-contribution-title">
      <h2 id="forum-contribution-title" className="forum-side-title">
        <Award aria-hidden="true" size={18} />
        <FormattedMessage id="forum.contribution.title" defaultMessage="Your contributions" />
      </h2>
      {!data ? (
        <p className="muted">
          {stats.isError ? (
            <FormattedMessage
              id="forum.contribution.unavailable"
              defaultMessage="Your contribution stats are not available right now."
            />
          ) : (
            <FormattedMessage id="forum.loading" defaultMessage="Loading…" />
          )}
        </p>
      ) : (
        <>
          <dl className="forum-contribution-stats">
            <div>
              <dt>
                <FormattedMessage id="forum.contribution.reputation" defaultMessage="Reputation" />
              </dt>
              <dd>{count(data.reputation)}</dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="forum.contribution.posts" defaultMessage="Posts" />
              </dt>
              <dd>{count(data.posts)}</dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="forum.contribution.contributions" defaultMessage="Contributions" />
              </dt>
              <dd>{count(data.contributions)}</dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="forum.contribution.rank" defaultMessage="Rank" />
              </dt>
              <dd>
                {data.rank.position === null ? (
                  NO_RANK
                ) : (
                  <FormattedMessage
                    id="forum.contribution.position"
                    defaultMessage="#{position}"
                    values={{ position: count(data.rank.position) }}
                  />
                )}
              </dd>
            </div>
          </dl>
          <p className="forum-rank">
            <strong>{rankName(intl, data.rank.name)}</strong>
            {data.rank.next && next && (
              <span className="muted">
                <FormattedMessage
                  id="forum.contribution.toNext"
                  defaultMessage="· {points} to {rank}"
                  values={{ points: count(data.rank.next.minReputation - data.reputation), rank: next }}
                />
              </span>
            )}
          </p>
          {data.rank.next && next && (
            <ProgressBar
              percent={(100 * data.reputation) / data.rank.next.minReputation}
              label={intl.formatMessage(
                { id: 'forum.contribution.progress', defaultMessage: 'Progress to {rank}' },
                { rank: next },
              )}
            />
          )}
        </>
      )}
    </section>
  );
}
