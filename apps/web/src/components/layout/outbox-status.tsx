/**
 * What waits to be sent, and what the server refused: a line under the header while anything is in
 * the outbox, opening the list with each item's state and, for a refused one, why and a way to drop it.
 */
import { useState } from 'react';
import { discard, useOutbox } from '@/lib/outbox/outbox';
import { useOutboxReplay } from '@/lib/outbox/replay';

export function OutboxStatus() {
  useOutboxReplay();
  const queued = useOutbox();
  const [open, setOpen] = useState(false);
  if (queued.length === 0) return null;
  const failed = queued.filter((entry) => entry.failure !== null).length;
  const waiting = queued.length - failed;
  const summary = [
    waiting > 0 ? `${waiting} waiting to be sent` : null,
    failed > 0 ? `${failed} could not be sent` : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <div className="outbox-status" data-testid="outbox-status">
      <button type="button" className="outbox-toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        {summary}
      </button>
      {open && (
        <ul className="outbox-list">
          {queued.map((entry) => (
            <li key={entry.key}>
              <span>
                <strong>{entry.label}</strong>, made{' '}
                <time dateTime={entry.queuedAt}>
                  {new Date(entry.queuedAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
                </time>
                {entry.failure ? `: not accepted: ${entry.failure}` : ': waiting for a connection'}
              </span>
              {entry.failure && (
                <button type="button" className="btn btn-ghost btn-small" onClick={() => void discard(entry.key)}>
                  Remove
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
