/**
 * What she was told, and why: for each alert decided for her, what the bell, push and email each
 * did (sent, held by quiet hours until a time, in the digest, or not, with the reason) and what
 * became of each message. Kept live: a message sent or retried shows within a second.
 */
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router-dom';
import { NOTIFICATION_CHANNELS, type ChannelOutcome, type NotificationHistoryEntry } from '@safetrails/contracts';
import { formatDateTime } from '@/lib/format-date';
import { useNotificationHistory } from '../api/alert-settings';
import { kindName } from '../lib/alert-settings-words';

export function HistorySection({ userId }: { readonly userId: string }) {
  const history = useNotificationHistory(userId);
  return (
    <section className="card alert-settings-section" aria-labelledby="told-title">
      <h2 id="told-title">
        <FormattedMessage id="alertSettings.told" defaultMessage="What you were told" />
      </h2>
      {history.isPending && (
        <p role="status">
          <FormattedMessage id="alertSettings.told.loading" defaultMessage="Loading…" />
        </p>
      )}
      {history.isError && (
        <p className="muted">
          <FormattedMessage id="alertSettings.told.failed" defaultMessage="Could not load your notification history." />
        </p>
      )}
      {history.data?.length === 0 && (
        <p className="muted">
          <FormattedMessage
            id="alertSettings.told.none"
            defaultMessage="Nothing yet. Alerts for your places will be listed here, with what each channel did and why."
          />
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
  const intl = useIntl();
  const when = (at: string) => (intl.locale === 'en' ? formatDateTime(at) : intl.formatDate(at, DATE_TIME));
  const place =
    entry.placeLabel === null
      ? null
      : entry.distanceKm !== null && entry.distanceKm >= 1
        ? intl.formatMessage(
            { id: 'alertSettings.told.from', defaultMessage: '{distance} from {place}' },
            {
              distance: intl.formatNumber(Math.round(entry.distanceKm), { style: 'unit', unit: 'kilometer' }),
              place: entry.placeLabel,
            },
          )
        : intl.formatMessage(
            { id: 'alertSettings.told.for', defaultMessage: 'for {place}' },
            { place: entry.placeLabel },
          );
  return (
    <li data-testid="notification-history-entry">
      <p className="alert-settings-history-head">
        <Link to={`/alerts/${entry.alertId}`}>
          <FormattedMessage
            id="alertSettings.told.title"
            defaultMessage="{update, select, yes {Updated: {title}} other {{title}}}"
            values={{ update: entry.update ? 'yes' : 'no', title: entry.alertTitle }}
          />
        </Link>
      </p>
      <p className="muted">
        {[
          intl.formatMessage(
            {
              id: 'alertSettings.told.severity',
              defaultMessage: '{severity, select, critical {Critical} high {High} medium {Medium} other {Low}}',
            },
            { severity: entry.severity },
          ),
          kindName(intl, entry.kind),
          place,
          when(entry.decidedAt),
        ]
          .filter((part): part is string => part !== null)
          .join(SEPARATOR)}
      </p>
      <ul className="alert-settings-outcomes">
        {NOTIFICATION_CHANNELS.map((channel) => (
          <li
            key={channel}
            className={`alert-settings-outcome alert-settings-outcome-${entry.channels[channel].decision}`}
          >
            <FormattedMessage
              id="alertSettings.told.channel"
              defaultMessage="<b>{channel, select, app {Bell} push {Push} other {Email}}</b> {outcome}"
              values={{
                channel,
                outcome: outcomeText(intl, entry.channels[channel], when),
                b: (text) => <strong>{text}</strong>,
              }}
            />
          </li>
        ))}
      </ul>
    </li>
  );
}

const SEPARATOR = ' · ';

const DATE_TIME = { dateStyle: 'medium', timeStyle: 'short' } as const;

/**
 * What one channel did: "sent 27 Nov 2026, 14:03", "held by quiet hours until …", "not sent: the
 * place is paused". A failure's technical cause (a push service's answer) stays as it was recorded.
 */
function outcomeText(intl: IntlShape, outcome: ChannelOutcome, when: (iso: string) => string): string {
  switch (outcome.decision) {
    case 'skip':
      return intl.formatMessage(
        {
          id: 'alertSettings.told.skip',
          defaultMessage:
            'not sent: {reason, select, alerts_off {safety alerts are turned off} channel_off {this channel is turned off} below_minimum_severity {below the minimum severity} kind_off {this kind of alert is turned off} unverified {a community report not yet verified by a moderator} place_paused {the place is paused} outside_trip_dates {outside the trip dates} already_told {already told of this alert} minor_update {an update that changes nothing important} no_push_device {no device has push turned on} email_unconfirmed {the email address is not confirmed yet} email_bounced {email to the address bounced} no_email_address {the account has no email address} alert_closed {the alert ended before it could be sent} other {no reason recorded}}',
        },
        { reason: outcome.reason?.replace(/-/g, '_') ?? 'none' },
      );
    case 'digest':
      return intl.formatMessage({ id: 'alertSettings.told.digest', defaultMessage: 'in the daily digest' });
    case 'held':
    case 'send':
      return intl.formatMessage(
        {
          id: 'alertSettings.told.status',
          defaultMessage:
            '{status, select, sent {sent{at}} retrying {trying again ({error})} failed {not delivered: {error}} cancelled {not sent: {error}} held {held by quiet hours until {at}} other {sending}}',
        },
        {
          status:
            (outcome.status === 'pending' || outcome.status === null) &&
            outcome.decision === 'held' &&
            outcome.notBefore
              ? 'held'
              : (outcome.status ?? 'pending'),
          at:
            outcome.status === 'sent'
              ? outcome.sentAt
                ? ` ${when(outcome.sentAt)}`
                : ''
              : outcome.notBefore
                ? when(outcome.notBefore)
                : '',
          error: outcome.lastError ?? (outcome.status === 'cancelled' ? 'cancelled' : 'failed'),
        },
      );
  }
}
