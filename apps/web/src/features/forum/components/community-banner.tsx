/**
 * The forums banner: what the community is for, its real figures (members, discussions, comments,
 * travellers active today) and the way to post: Create Post when signed in, Sign In to Post otherwise.
 */
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CommunityStats } from '@safetrails/contracts';
import { useCount } from '@/i18n/use-count';

interface CommunityBannerProps {
  readonly stats: UseQueryResult<CommunityStats>;
  readonly postAction: ReactNode;
  readonly search: ReactNode;
}

type Figure = 'members' | 'posts' | 'comments' | 'activeToday';
const FIGURES: readonly Figure[] = ['members', 'posts', 'comments', 'activeToday'];
/** Shown while the figures load: a mark, not words, the same in every language. */
const PENDING = '\u2013';

export function CommunityBanner({ stats, postAction, search }: CommunityBannerProps) {
  const intl = useIntl();
  const count = useCount();
  const label = (figure: Figure, value: number) =>
    intl.formatMessage(
      {
        id: 'forum.banner.figure',
        defaultMessage:
          '{figure, select, members {{value, plural, one {traveler} other {travelers}}} posts {{value, plural, one {discussion} other {discussions}}} comments {{value, plural, one {reply} other {replies}}} other {active today}}',
      },
      { figure, value },
    );
  return (
    <section className="forum-banner" aria-labelledby="forums-title">
      <div className="forum-banner-text">
        <p className="eyebrow">
          <FormattedMessage id="forum.banner.eyebrow" defaultMessage="Community" />
        </p>
        <h1 id="forums-title">
          <FormattedMessage id="forum.banner.title" defaultMessage="Community Forums" />
        </h1>
        <p className="lead">
          <FormattedMessage
            id="forum.banner.lead"
            defaultMessage="Ask, share and learn from travelers who have been there: safety tips, alerts and stories from the road."
          />
        </p>
        <div className="forum-banner-actions">{postAction}</div>
      </div>
      <div className="forum-banner-side">
        <dl
          className="forum-banner-stats"
          aria-label={intl.formatMessage({ id: 'forum.banner.figures', defaultMessage: 'Community figures' })}
          aria-busy={stats.isPending || undefined}
        >
          {FIGURES.map((figure) => {
            const value = stats.data?.[figure];
            return (
              <div key={figure}>
                <dt>{label(figure, value ?? 2)}</dt>
                {value === undefined ? <dd aria-hidden="true">{PENDING}</dd> : <dd>{count(value)}</dd>}
              </div>
            );
          })}
        </dl>
        {search}
      </div>
    </section>
  );
}
