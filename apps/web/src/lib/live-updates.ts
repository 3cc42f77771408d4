/**
 * Keeps screens current without polling. The API relays the projector's change notices on
 * `/api/events` (Server-Sent Events); each notice names the projection that changed, and queries are
 * keyed by that projection name first (`['waitlist', 'stats']`), so invalidating `[projection]`
 * refetches exactly the screens that read it.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ReadModelChange } from '@safetrails/contracts';

const EVENTS_URL = '/api/events';
const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 60_000;

export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(() => connect(queryClient), [queryClient]);
}

/**
 * Whether the stream is open now. Screens that the spec has polling keep it only as the fallback
 * while this is false (before the first connection, and while reconnecting).
 */
export function useLiveConnected(): boolean {
  return useSyncExternalStore(
    subscribeToConnection,
    () => connected,
    () => false,
  );
}

let connected = false;
const connectionListeners = new Set<() => void>();

function subscribeToConnection(listener: () => void): () => void {
  connectionListeners.add(listener);
  return () => connectionListeners.delete(listener);
}

function setConnected(next: boolean): void {
  if (connected === next) return;
  connected = next;
  for (const listener of connectionListeners) listener();
}

/** Opens the stream and returns the function that closes it for good. */
function connect(queryClient: QueryClient): () => void {
  let source: EventSource | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retryMs = FIRST_RETRY_MS;
  let missedChanges = false;

  const open = () => {
    source = new EventSource(EVENTS_URL);
    source.addEventListener('open', () => {
      setConnected(true);
      retryMs = FIRST_RETRY_MS;
      // Whatever changed while we were disconnected was never announced to us.
      if (missedChanges) void queryClient.invalidateQueries();
      missedChanges = false;
    });
    source.addEventListener('read-model-changed', (message) => {
      const change = parseChange(message.data);
      if (change) void queryClient.invalidateQueries({ queryKey: [change.projection] });
    });
    source.addEventListener('error', () => {
      setConnected(false);
      missedChanges = true;
      // The browser reconnects by itself after a dropped stream, but gives up for good when the
      // server answers with an error status (API restarting, proxy down); then we retry, backing off.
      if (source?.readyState !== EventSource.CLOSED) return;
      retryTimer = setTimeout(open, retryMs);
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    });
  };

  if (typeof EventSource !== 'undefined') open();
  return () => {
    clearTimeout(retryTimer);
    source?.close();
    setConnected(false);
  };
}

function parseChange(data: unknown): ReadModelChange | null {
  if (typeof data !== 'string') return null;
  try {
    const change: unknown = JSON.parse(data);
    return typeof change === 'object' &&
      change !== null &&
      'projection' in change &&
      typeof change.projection === 'string'
      ? (change as ReadModelChange)
      : null;
  } catch {
    return null;
  }
}
