/**
 * Where a score comes from and how fresh it is (DESIGN.md "What travellers ask for"): "Updated 3 days
 * ago · Source: demo seed · 12 traveller ratings", in the words of lib/score-provenance.
 */
import type { ScoreProvenance } from '@safetrails/contracts';
import { sourceLine } from '@/lib/score-provenance';
import { timeAgo } from '@/lib/time-ago';
import { formatDateTime } from '@/lib/format-date';

export function Freshness({ provenance }: { readonly provenance: ScoreProvenance }) {
  const { updatedAt } = provenance;
  return (
    <p className="dash-freshness">
      <time dateTime={updatedAt} title={formatDateTime(updatedAt)}>
        Updated {timeAgo(updatedAt)}
      </time>
      <span aria-hidden="true"> · </span>
      <span>{sourceLine(provenance)}</span>
    </p>
  );
}
