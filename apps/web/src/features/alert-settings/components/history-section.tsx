/**
 * What she was told, and why: for each alert decided for her, what the bell, push and email each
 * did (sent, held by quiet hours until a time, in the digest, or not, with the reason) and what
 * became of each message. Kept live: a message sent or retried shows within a second.
 */
import { Link } from 'react-router-dom';
import {
  ALERT_SEVERITY_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_SKIP_REASON_LABELS,
  type ChannelOutcome,
  type NotificationChannel,
  type NotificationHistoryEntry,
} from '@safetrails/contracts';
import { formatDateTime } from '@/lib/format-date';
import { useNotificationHistory } from '../api/alert-settings';

const CHANNEL_NAMES: Readonly<Record<NotificationChannel, string>> = { app: 'Bell', push: 'Push', email: 'Email' };

export function outcomeText(outcome: ChannelOutcome): string {
  switch (outcome.decision) {
    case 'skip':
      return `not sent: ${outcome.reason ? NOTIFICATION_SKIP_REASON_LABELS[outcome.reason] : 'no reason recorded'}`;
    case 'digest':
      return 'in the daily digest';
    case 'held':
    case 'send': {
      if (outcome.status === 'sent') return outcome.sentAt ? `sent ${formatDateTime(outcome.sentAt)}` : 'sent';
      if (outcome.status === 'retrying') return `trying again (${outcome.lastError ?? 'failed'})`;
      if (outcome.status === 'failed') return `not delivered: ${outcome.lastError ?? 'failed'}`;
      if (outcome.status === 'cancelled') return `not sent: ${outcome.lastError ?? 'cancelled'}`;
      return outcome.decision === 'held' && outcome.notBefore
        ? `held by quiet hours until ${formatDateTime(outcome.notBefore)}`
        : 'sending';
    }
  }
}

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
            <strong>{CHANNEL_NAMES[channel]}</strong> {outcomeText(entry.channels[channel])}
          </li>
        ))}
      </ul>
    </li>
  );
}
