/**
 * One change stream for the whole console. The API relays the projector's notices on `/api/events`
 * (Server-Sent Events, event `read-model-changed` with `{ projection }`); screens subscribe here
 * instead of each opening its own connection, and refetch what they read when its projection
 * changes, so queue counts stay current without polling.
 */
import type { ReadModelChange } from '@safetrails/contracts';

const EVENTS_URL = '/api/events';
const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 60_000;

/** What a subscriber hears: one projection changed, or the stream came back after missing changes. */
export type LiveNotice = { readonly kind: 'changed'; readonly change: ReadModelChange } | { readonly kind: 'resumed' };
export type LiveListener = (notice: LiveNotice) => void;

/** The notice's data, or null when it is not a change notice (a comment, a malformed line). */
export function parseChange(data: unknown): ReadModelChange | null {
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

/** How long to wait before the next attempt after `attempt` failed ones: doubling, capped. */
export function retryDelay(attempt: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1), MAX_RETRY_MS);
}

const listeners = new Set<LiveListener>();
const connectionListeners = new Set<() => void>();
let source: EventSource | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let failedAttempts = 0;
let missedChanges = false;
let connected = false;

function setConnected(next: boolean): void {
  if (connected === next) return;
  connected = next;
  for (const listener of connectionListeners) listener();
}

function broadcast(notice: LiveNotice): void {
  for (const listener of listeners) listener(notice);
}

function open(): void {
  const current = new EventSource(EVENTS_URL);
  source = current;
  current.addEventListener('open', () => {
    setConnected(true);
    failedAttempts = 0;
    // Whatever changed while we were away was never announced to us.
    if (missedChanges) broadcast({ kind: 'resumed' });
    missedChanges = false;
  });
  current.addEventListener('read-model-changed', (message) => {
    const change = parseChange(message.data);
    if (change) broadcast({ kind: 'changed', change });
  });
  current.addEventListener('error', () => {
    setConnected(false);
    missedChanges = true;
    // The browser reconnects by itself after a dropped stream but gives up for good when the server
    // answers with an error status (API restarting); then we retry, backing off.
    if (current.readyState !== EventSource.CLOSED) return;
    failedAttempts += 1;
    retryTimer = setTimeout(open, retryDelay(failedAttempts));
  });
}

function close(): void {
  clearTimeout(retryTimer);
  source?.close();
  source = null;
  failedAttempts = 0;
  missedChanges = false;
  setConnected(false);
}

/** Listens to the change stream; the connection opens with the first listener and closes with the last. */
export function subscribeToChanges(listener: LiveListener): () => void {
  listeners.add(listener);
  if (listeners.size === 1 && typeof EventSource !== 'undefined') open();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) close();
  };
}

export function subscribeToConnection(listener: () => void): () => void {
  connectionListeners.add(listener);
  return () => {
    connectionListeners.delete(listener);
  };
}

export function isConnected(): boolean {
  return connected;
}
