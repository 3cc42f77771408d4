/**
 * Sends the outbox's waiting requests, oldest first, when the connection comes back (and at start,
 * and every 15 seconds while some wait: `online` is not fired on every kind of reconnection). A request the server refuses (4xx) stays, marked with
 * the server's reason, until the traveller removes it; no connection or a server fault stops the
 * round and it is tried again later.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, NetworkError, sendWrite } from '../api-client';
import { useOnline } from '../connectivity';
import { discard, loadOutbox, markFailed, useOutbox, waitingRequests } from './outbox';

const RETRY_EVERY_MS = 15_000;
let running: Promise<number> | null = null;

/** Sends what waits; resolves to how many were sent. */
export function replayOutbox(): Promise<number> {
  running ??= (async () => {
    let sent = 0;
    try {
      await loadOutbox();
      for (const entry of waitingRequests().filter((candidate) => candidate.failure === null)) {
        try {
          await sendWrite(entry.method, entry.path, {
            body: entry.body,
            headers: { 'Idempotency-Key': entry.key },
          });
          await discard(entry.key);
          sent++;
        } catch (error) {
          if (error instanceof NetworkError) break;
          if (error instanceof ApiError && error.status < 500 && error.status !== 429 && error.status !== 409) {
            await markFailed(entry, error.message);
            continue;
          }
          break;
        }
      }
    } finally {
      running = null;
    }
    return sent;
  })();
  return running;
}

/** Mounted once: replays on start, when back online and every 15 seconds while requests wait. */
export function useOutboxReplay(): void {
  const online = useOnline();
  const waiting = useOutbox().filter((entry) => entry.failure === null).length;
  const queryClient = useQueryClient();

  useEffect(() => {
    const replay = () =>
      void replayOutbox()
        .then((sent) => (sent > 0 ? queryClient.invalidateQueries() : undefined))
        .catch(() => undefined);
    replay();
    if (waiting === 0) return;
    const timer = setInterval(replay, RETRY_EVERY_MS);
    window.addEventListener('online', replay);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', replay);
    };
  }, [online, waiting, queryClient]);
}
