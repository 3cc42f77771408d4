/**
 * Offline, a line at the top of every page says so and how old the data is: pages opened before
 * show what was saved then, and whatever needs the network says so itself.
 */
import { useDataFrom, useOnline } from '@/lib/connectivity';
import { timeAgo } from '@/lib/time-ago';

function formatWhen(iso: string): string {
  return new Date(iso).toLocaleString(undefined, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
}

export function OfflineBanner() {
  const online = useOnline();
  const dataFrom = useDataFrom();
  if (online) return null;
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      <strong>You are offline.</strong>{' '}
      {dataFrom ? (
        <>
          Showing what this device saved, last updated {timeAgo(dataFrom)} (
          <time dateTime={dataFrom}>{formatWhen(dataFrom)}</time>).
        </>
      ) : (
        <>Places you opened before are still here; anything new needs a connection.</>
      )}
    </div>
  );
}
