/**
 * What waits to be sent, and what the server refused: a line under the header while anything is in
 * the outbox, opening the list with each item's state and, for a refused one, why and a way to drop it.
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { discard, useOutbox } from '@/lib/outbox/outbox';
import { useOutboxReplay } from '@/lib/outbox/replay';

export function OutboxStatus() {
  const intl = useIntl();
  useOutboxReplay();
  const queued = useOutbox();
  const [open, setOpen] = useState(false);
  if (queued.length === 0) return null;
  const failed = queued.filter((entry) => entry.failure !== null).length;
  const waiting = queued.length - failed;
  return (
    <div className="outbox-status" data-testid="outbox-status">
      <button type="button" className="outbox-toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        <FormattedMessage
          id="outbox.summary"
          defaultMessage="{waiting, plural, =0 {} other {# waiting to be sent}}{both, select, yes {, } other {}}{failed, plural, =0 {} other {# could not be sent}}"
          values={{ waiting, failed, both: waiting > 0 && failed > 0 ? 'yes' : 'no' }}
        />
      </button>
      {open && (
        <ul className="outbox-list">
          {queued.map((entry) => (
            <li key={entry.key}>
              <span>
                <FormattedMessage
                  id="outbox.entry"
                  defaultMessage="<b>{label}</b>, made <time>{when}</time>{failure, select, none {: waiting for a connection} other {: not accepted: {failure}}}"
                  values={{
                    label: entry.label,
                    when: intl.formatDate(entry.queuedAt, { dateStyle: 'medium', timeStyle: 'short' }),
                    failure: entry.failure ?? 'none',
                    b: (chunks) => <strong>{chunks}</strong>,
                    time: (chunks) => <time dateTime={entry.queuedAt}>{chunks}</time>,
                  }}
                />
              </span>
              {entry.failure && (
                <button type="button" className="btn btn-ghost btn-small" onClick={() => void discard(entry.key)}>
                  <FormattedMessage id="outbox.remove" defaultMessage="Remove" />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
