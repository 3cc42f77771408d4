/**
 * Offline, a line at the top of every page says so and how old the data is: pages opened before
 * show what was saved then, and whatever needs the network says so itself.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { useDataFrom, useOnline } from '@/lib/connectivity';
import { age, timeAgo } from '@/lib/time-ago';

export function OfflineBanner() {
  const intl = useIntl();
  const online = useOnline();
  const dataFrom = useDataFrom();
  if (online) return null;
  const ago = (iso: string) => {
    if (intl.locale === 'en') return timeAgo(iso);
    const { amount, unit } = age(iso);
    return intl.formatRelativeTime(-amount, unit, { numeric: 'auto' });
  };
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      {dataFrom ? (
        <FormattedMessage
          id="offline.saved"
          defaultMessage="<b>You are offline.</b> Showing what this device saved, last updated {ago} (<time>{when}</time>)."
          values={{
            ago: ago(dataFrom),
            when: intl.formatDate(dataFrom, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }),
            b: (chunks) => <strong>{chunks}</strong>,
            time: (chunks) => <time dateTime={dataFrom}>{chunks}</time>,
          }}
        />
      ) : (
        <FormattedMessage
          id="offline.nothingSaved"
          defaultMessage="<b>You are offline.</b> Places you opened before are still here; anything new needs a connection."
          values={{ b: (chunks) => <strong>{chunks}</strong> }}
        />
      )}
    </div>
  );
}
