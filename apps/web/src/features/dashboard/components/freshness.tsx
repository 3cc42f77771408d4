/**
 * Where a score comes from and how fresh it is (DESIGN.md "What travellers ask for"): "Updated 3 days
 * ago · Source: demo seed · 12 traveler ratings".
 */
import type { ScoreProvenance } from '@safetrails/contracts';
import { timeAgo } from '@/lib/time-ago';

export function Freshness({ provenance }: { readonly provenance: ScoreProvenance }) {
  const { baselineSource, communityRatings, updatedAt } = provenance;
  const ratings =
    communityRatings === 0
      ? 'no traveler ratings yet'
      : `${communityRatings.toLocaleString('en-US')} traveler rating${communityRatings === 1 ? '' : 's'}`;
  return (
    <p className="dash-freshness">
      <time dateTime={updatedAt} title={new Date(updatedAt).toLocaleString()}>
        Updated {timeAgo(updatedAt)}
      </time>
      <span aria-hidden="true"> · </span>
      <span>Source: {baselineSource?.source ?? (communityRatings > 0 ? 'travelers only' : 'none yet')}</span>
      <span aria-hidden="true"> · </span>
      <span>{ratings}</span>
    </p>
  );
}
