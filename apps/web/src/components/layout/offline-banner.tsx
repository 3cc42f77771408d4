/**
 * Offline, a line at the top of every page says so and how old the data is: pages opened before
 * show what was saved then, and whatever needs the network says so itself.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { useDataFrom, useOnline } from '@/lib/connectivity';
import { useTimeAgo } from '@/i18n/use-time-ago';

export function OfflineBanner() {
  const intl = useIntl();
  const ago = useTimeAgo();
  const online = useOnline();
  const dataFrom = useDataFrom();
  if (online) return null;
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
