/** Every score shows how fresh it is and where it comes from: "Updated 3 days ago · Source: demo seed · 12 traveller ratings". */
import type { ScoreProvenance } from '@safetrails/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { useTimeAgo } from '@/i18n/use-time-ago';
import { useNow } from '@/lib/use-now';
import { sourceLineIn } from '@/lib/score-provenance';
import { useDayTime } from '@/i18n/use-day';

const MINUTE_MS = 60_000;
/** A separator, not a word: the same in every language. */
const SEPARATOR = ' · ';

export function ScoreFreshness({ provenance }: { readonly provenance: ScoreProvenance }) {
  const intl = useIntl();
  const dayTime = useDayTime();
  const timeAgo = useTimeAgo();
  const now = useNow(MINUTE_MS);
  const updated = new Date(provenance.updatedAt);
  return (
    <p className="score-freshness">
      <time dateTime={provenance.updatedAt} title={dayTime(updated)}>
        <FormattedMessage
          id="score.updated"
          defaultMessage="Updated {ago}"
          values={{
            ago: timeAgo(updated, now),
          }}
        />
      </time>
      <span aria-hidden="true">{SEPARATOR}</span>
      <span>{sourceLineIn(intl, provenance)}</span>
    </p>
  );
}
