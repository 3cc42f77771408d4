/**
 * The live waitlist numbers of the hero: people on the list, free spots left, and the progress bar.
 * If the count cannot be fetched the spec's fallback (847) stands in, so the hero never looks broken.
 */
import { WAITLIST_COUNT_FALLBACK, waitlistStats } from '@safetrails/contracts';
import { ProgressBar } from '@/components/ui/progress-bar';
import { formatCount } from '@/lib/format-number';
import { useWaitlistStats } from '../api/get-waitlist-stats';

export function WaitlistStatsPanel() {
  const { data, isError } = useWaitlistStats();
  const stats = data ?? (isError ? waitlistStats(WAITLIST_COUNT_FALLBACK) : undefined);

  return (
    <div className="stats-panel" aria-busy={stats === undefined}>
      <div className="stats-row">
        <p className="stat">
          <span className="stat-value" data-testid="waitlist-count">
            {stats ? formatCount(stats.count) : '…'}
          </span>
          <span className="stat-label">travellers on the waitlist</span>
        </p>
        <p className="stat">
          <span className="stat-value stat-accent" data-testid="spots-remaining">
            {stats ? formatCount(stats.spotsRemaining) : '…'}
          </span>
          <span className="stat-label">free spots remaining</span>
        </p>
      </div>
      {stats ? (
        <>
          <ProgressBar percent={stats.progressPercent} label="Early-access spots claimed" testId="waitlist-progress" />
          <p className="stats-caption">of {formatCount(stats.cap)} early-access spots claimed</p>
        </>
      ) : (
        <div className="progress-skeleton" aria-hidden="true" />
      )}
    </div>
  );
}
