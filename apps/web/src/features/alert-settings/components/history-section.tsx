/**
 * What she was told, and why: for each alert decided for her, what the bell, push and email each
 * did (sent, held by quiet hours until a time, in the digest, or not, with the reason) and what
 * became of each message. Kept live: a message sent or retried shows within a second.
 */
import { Link } from 'react-router-dom';
import {
  ALERT_SEVERITY_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_CHANNEL_NAMES,
  NOTIFICATION_KIND_LABELS,
  channelOutcomeText,
  type NotificationHistoryEntry,
} from '@safetrails/contracts';
import { formatDateTime } from '@/lib/format-date';
import { useNotificationHistory } from '../api/alert-settings';

export function HistorySection({ userId }: { readonly userId: string }) {
  const history = useNotificationHistory(userId);
  return (
    <section className="card alert-settings-section" aria-labelledby="told-title">
      <h2 id="told-title">What you were told</h2>
      {history.isPending && <p role="status">Loading…</p>}
      {history.isError && <p className="muted">Could not load your notification history.</p>}
      {history.data?.length === 0 && (
        <p className="muted">
          Nothing yet. Alerts for your places will be listed here, with what each channel did and why.
        </p>
      )}
      {history.data && history.data.length > 0 && (
        <ol className="alert-settings-history">
          {history.data.map((entry) => (
            <HistoryEntry key={`${entry.alertId}-${entry.update}`} entry={entry} />
          ))}
        </ol>
      )}
    </section>
  );
}

function HistoryEntry({ entry }: { readonly entry: NotificationHistoryEntry }) {
  return (
    <li data-testid="notification-history-entry">
      <p className="alert-settings-history-head">
        <Link to={`/alerts/${entry.alertId}`}>
          {entry.update ? 'Updated: ' : ''}
          {entry.alertTitle}
        </Link>
      </p>
      <p className="muted">
        {ALERT_SEVERITY_LABELS[entry.severity]} · {NOTIFICATION_KIND_LABELS[entry.kind]}
        {entry.placeLabel &&
          ` · ${entry.distanceKm !== null && entry.distanceKm >= 1 ? `${Math.round(entry.distanceKm)} km from ` : 'for '}${entry.placeLabel}`}
        {' · '}
        {formatDateTime(entry.decidedAt)}
      </p>
      <ul className="alert-settings-outcomes">
        {NOTIFICATION_CHANNELS.map((channel) => (
          <li
            key={channel}
            className={`alert-settings-outcome alert-settings-outcome-${entry.channels[channel].decision}`}
          >
            <strong>{NOTIFICATION_CHANNEL_NAMES[channel]}</strong>{' '}
            {channelOutcomeText(entry.channels[channel], (at) => formatDateTime(at))}
          </li>
        ))}
      </ul>
    </li>
  );
}
