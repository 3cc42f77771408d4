/**
 * Where a score comes from and how fresh it is (DESIGN.md "What travellers ask for"): "Updated 3 days
 * ago · Source: demo seed · 12 traveller ratings", in the words of lib/score-provenance.
 */
import type { ScoreProvenance } from '@safetrails/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDayTime } from '@/i18n/use-day';
import { useTimeAgo } from '@/i18n/use-time-ago';
import { sourceLineIn } from '@/lib/score-provenance';

/** A separator, not a word: the same in every language. */
const SEPARATOR = ' · ';

export function Freshness({ provenance }: { readonly provenance: ScoreProvenance }) {
  const { updatedAt } = provenance;
  const intl = useIntl();
  const dayTime = useDayTime();
  const timeAgo = useTimeAgo();
  return (
    <p className="dash-freshness">
      <time dateTime={updatedAt} title={dayTime(new Date(updatedAt))}>
        <FormattedMessage id="score.updated" defaultMessage="Updated {ago}" values={{ ago: timeAgo(updatedAt) }} />
      </time>
      <span aria-hidden="true">{SEPARATOR}</span>
      <span>{sourceLineIn(intl, provenance)}</span>
    </p>
  );
}
