/** What an alert list shows instead of alerts: loading, a failed read, or nothing to show. */
import { BellOff, LoaderCircle, SearchX } from 'lucide-react';
import { useIntl } from 'react-intl';
import { LoadFailure } from '@/components/ui/load-failure';

const GAP = ' ';

export function AlertsLoading() {
  const intl = useIntl();
  return (
    <p className="alerts-loading" role="status">
      <LoaderCircle className="spin" aria-hidden="true" size={18} />
      {GAP}
      {intl.formatMessage({ id: 'alerts.loading', defaultMessage: 'Loading safety alerts...' })}
    </p>
  );
}

export function AlertsLoadError({ onRetry }: { readonly onRetry: () => void }) {
  const intl = useIntl();
  return (
    <LoadFailure
      message={intl.formatMessage({ id: 'alerts.loadFailed', defaultMessage: 'Could not load safety alerts.' })}
      onRetry={onRetry}
    />
  );
}

/** 'No alerts found', with a supporting text that depends on whether filters narrowed the list. */
export function NoAlertsFound({ filtered }: { readonly filtered: boolean }) {
  const intl = useIntl();
  const Icon = filtered ? SearchX : BellOff;
  return (
    <div className="empty-state alerts-empty">
      <span className="empty-state-icon">
        <Icon aria-hidden="true" size={22} />
      </span>
      <p className="empty-state-title">
        {intl.formatMessage({ id: 'alerts.noneFound', defaultMessage: 'No alerts found' })}
      </p>
      <p className="muted">
        {filtered
          ? intl.formatMessage({
              id: 'alerts.noneMatch',
              defaultMessage:
                'No alert matches your search or filters. Try other words, or reset the filters to see every alert.',
            })
          : intl.formatMessage({
              id: 'alerts.noneHere',
              defaultMessage:
                'There are no safety alerts here right now. New alerts appear here the moment they are published.',
            })}
      </p>
    </div>
  );
}
