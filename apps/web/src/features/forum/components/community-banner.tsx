/**
 * The forums banner: what the community is for, its real figures (members, discussions, comments,
 * travellers active today) and the way to post: Create Post when signed in, Sign In to Post otherwise.
 */
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CommunityStats } from '@safetrails/contracts';
import { formatCount } from '@/lib/format-number';

interface CommunityBannerProps {
  readonly stats: UseQueryResult<CommunityStats>;
  readonly postAction: ReactNode;
  readonly search: ReactNode;
}

export function CommunityBanner({ stats, postAction, search }: CommunityBannerProps) {
  const figures = stats.data
    ? [
        { label: stats.data.members === 1 ? 'traveler' : 'travelers', value: stats.data.members },
        { label: stats.data.posts === 1 ? 'discussion' : 'discussions', value: stats.data.posts },
        { label: stats.data.comments === 1 ? 'reply' : 'replies', value: stats.data.comments },
        { label: 'active today', value: stats.data.activeToday },
      ]
    : null;
  return (
    <section className="forum-banner" aria-labelledby="forums-title">
      <div className="forum-banner-text">
        <p className="eyebrow">Community</p>
        <h1 id="forums-title">Community Forums</h1>
        <p className="lead">
          Ask, share and learn from travelers who have been there: safety tips, alerts and stories from the road.
        </p>
        <div className="forum-banner-actions">{postAction}</div>
      </div>
      <div className="forum-banner-side">
        <dl className="forum-banner-stats" aria-label="Community figures" aria-busy={stats.isPending || undefined}>
          {figures
            ? figures.map(({ label, value }) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{formatCount(value)}</dd>
                </div>
              ))
            : ['travelers', 'discussions', 'replies', 'active today'].map((label) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd aria-hidden="true">–</dd>
                </div>
              ))}
        </dl>
        {search}
      </div>
    </section>
  );
}
