/** Every score shows how fresh it is and where it comes from: "Updated 3 days ago · Source: demo seed · 12 traveller ratings". */
import type { ScoreProvenance } from '@safetrails/contracts';
import { FormattedMessage } from 'react-intl';
import { useTimeAgo } from '@/i18n/use-time-ago';
import { useNow } from '@/lib/use-now';
import { sourceLine } from '@/lib/score-provenance';
import { formatDateTime } from '@/lib/format-date';

const MINUTE_MS = 60_000;
/** A separator, not a word: the same in every language. */
const SEPARATOR = ' · ';

export function ScoreFreshness({ provenance }: { readonly provenance: ScoreProvenance }) {
  const timeAgo = useTimeAgo();
  const now = useNow(MINUTE_MS);
  const updated = new Date(provenance.updatedAt);
  return (
    <p className="score-freshness">
      <time dateTime={provenance.updatedAt} title={formatDateTime(updated)}>
        <FormattedMessage
          id="score.updated"
          defaultMessage="Updated {ago}"
          values={{
            ago: timeAgo(updated, now),
          }}
        />
      </time>
      <span aria-hidden="true">{SEPARATOR}</span>
      <span>{sourceLine(provenance)}</span>
    </p>
  );
}
