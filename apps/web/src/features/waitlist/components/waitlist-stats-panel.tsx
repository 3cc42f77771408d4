/**
 * The live waitlist numbers of the hero: people on the list, free spots left, and the progress bar.
 * If the count cannot be fetched the spec's fallback (847) stands in, so the hero never looks broken.
 */
import { WAITLIST_COUNT_FALLBACK, waitlistStats } from '@safetrails/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useCount } from '@/i18n/use-count';
import { useWaitlistStats } from '../api/get-waitlist-stats';

/** Shown while the numbers load: a mark, not words, the same in every language. */
const PENDING = '\u2026';

export function WaitlistStatsPanel() {
  const intl = useIntl();
  const count = useCount();
  const { data, isError } = useWaitlistStats();
  const stats = data ?? (isError ? waitlistStats(WAITLIST_COUNT_FALLBACK) : undefined);

  return (
    <div className="stats-panel" aria-busy={stats === undefined}>
      <div className="stats-row">
        <p className="stat">
          <span className="stat-value" data-testid="waitlist-count">
            {stats ? count(stats.count) : PENDING}
          </span>
          <span className="stat-label">
            <FormattedMessage id="waitlist.stats.count" defaultMessage="travellers on the waitlist" />
          </span>
        </p>
        <p className="stat">
          <span className="stat-value stat-accent" data-testid="spots-remaining">
            {stats ? count(stats.spotsRemaining) : PENDING}
          </span>
          <span className="stat-label">
            <FormattedMessage id="waitlist.stats.remaining" defaultMessage="free spots remaining" />
          </span>
        </p>
      </div>
      {stats ? (
        <>
          <ProgressBar
            percent={stats.progressPercent}
            label={intl.formatMessage({ id: 'waitlist.stats.progress', defaultMessage: 'Early-access spots claimed' })}
            testId="waitlist-progress"
          />
          <p className="stats-caption">
            <FormattedMessage
              id="waitlist.stats.caption"
              defaultMessage="of {cap} early-access spots claimed"
              values={{ cap: count(stats.cap) }}
            />
          </p>
        </>
      ) : (
        <div className="progress-skeleton" aria-hidden="true" />
      )}
    </div>
  );
}
