/**
 * Contributions made without a connection wait here, in IndexedDB, and are sent when it returns:
 * ratings, tips, neighbourhood reports, comments, saves and "alert viewed" marks. Each keeps the
 * `Idempotency-Key` it was first sent with, so a request that did reach the server before the
 * connection dropped is answered with its first answer and counted once. The traveller sees what
 * waits and what failed, with the server's reason.
 */
import { createStore, del, entries, set } from 'idb-keyval';
import { useSyncExternalStore } from 'react';
import { randomUuid } from '../idempotency-key';

export interface QueuedRequest {
  /** The idempotency key, and the entry's id. */
  readonly key: string;
  readonly method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
  readonly body: unknown;
  /** What it is, for the traveller: "Rating", "Comment". */
  readonly label: string;
  readonly queuedAt: string;
  readonly failure: string | null;
}

/**
 * Which writes may wait for the connection, and what to call them. A check-in keeps the device's time
 * of the tap (`stamp`): it counts at that time if it reaches the server within the deadline's grace.
 */
const QUEUEABLE: readonly {
  method: string;
  path: RegExp;
  label: string;
  stamp?: (body: unknown, queuedAt: string) => unknown;
}[] = [
  { method: 'POST', path: /^\/api\/safety\/ratings$/, label: 'Safety rating' },
  { method: 'POST', path: /^\/api\/safety\/tips$/, label: 'Safety tip' },
  { method: 'POST', path: /^\/api\/safety\/neighborhoods$/, label: 'Neighbourhood report' },
  { method: 'POST', path: /^\/api\/forum\/comments$/, label: 'Comment' },
  { method: 'POST', path: /^\/api\/saved$/, label: 'Saved place' },
  { method: 'DELETE', path: /^\/api\/saved\/[^/]+\/[^/]+$/, label: 'Removal from saved places' },
  { method: 'PATCH', path: /^\/api\/alert-history\/[^/]+\/mark-viewed$/, label: 'Alert marked as viewed' },
  {
    method: 'POST',
    path: /^\/api\/check-ins$/,
    label: 'Check-in',
    stamp: (body, queuedAt) => ({ ...(body as object), at: queuedAt }),
  },
];

/** Thrown by a write that could not be sent and now waits in the outbox. */
export class QueuedOfflineError extends Error {
  constructor(readonly label: string) {
    super(`${label} saved on this device: it will be sent when you are back online.`);
    this.name = 'QueuedOfflineError';
  }
}

let store: ReturnType<typeof createStore> | null = null;
const outboxStore = () => (store ??= createStore('safetrails-outbox', 'requests'));

const listeners = new Set<() => void>();
let snapshot: readonly QueuedRequest[] = [];

/**
 * How many requests the outbox held when this device last looked, kept beside it in localStorage.
 * Opening IndexedDB costs a phone a few hundred milliseconds of main thread on a first visit, so a
 * page only opens it when something may wait: after a write was queued here, or in another tab.
 * Without localStorage (some private modes) the outbox is always read.
 */
const WAITING_KEY = 'safetrails.outbox.waiting';

function mayHoldRequests(): boolean {
  try {
    return localStorage.getItem(WAITING_KEY) !== null;
  } catch {
    return true;
  }
}

function rememberWaiting(count: number): void {
  try {
    if (count > 0) localStorage.setItem(WAITING_KEY, String(count));
    else localStorage.removeItem(WAITING_KEY);
  } catch {
    // Nothing to remember it in: every page reads the outbox.
  }
}

async function refresh(): Promise<void> {
  if (snapshot.length === 0 && !mayHoldRequests()) return;
  const all = (await entries<string, QueuedRequest>(outboxStore())).map(([, value]) => value);
  snapshot = all.sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
  rememberWaiting(snapshot.length);
  for (const listener of listeners) listener();
}

function ruleOf(method: string, path: string) {
  return QUEUEABLE.find((rule) => rule.method === method && rule.path.test(path));
}

export function queueLabel(method: string, path: string): string | null {
  return ruleOf(method, path)?.label ?? null;
}

/** Keeps a write that could not be sent; resolves to the error its caller should see. */
export async function enqueue(
  request: Omit<QueuedRequest, 'key' | 'queuedAt' | 'failure'> & { key?: string },
): Promise<QueuedOfflineError> {
  const queuedAt = new Date().toISOString();
  const stamp = ruleOf(request.method, request.path)?.stamp;
  const entry: QueuedRequest = {
    ...request,
    body: stamp ? stamp(request.body, queuedAt) : request.body,
    key: request.key ?? randomUuid(),
    queuedAt,
    failure: null,
  };
  rememberWaiting(snapshot.length + 1);
  await set(entry.key, entry, outboxStore());
  await refresh();
  return new QueuedOfflineError(request.label);
}

export async function discard(key: string): Promise<void> {
  await del(key, outboxStore());
  await refresh();
}

export async function markFailed(entry: QueuedRequest, failure: string): Promise<void> {
  await set(entry.key, { ...entry, failure }, outboxStore());
  await refresh();
}

export function waitingRequests(): readonly QueuedRequest[] {
  return snapshot;
}

export function useOutbox(): readonly QueuedRequest[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      if (listeners.size === 1) void refresh().catch(() => undefined);
      return () => listeners.delete(listener);
    },
    () => snapshot,
    () => snapshot,
  );
}

export { refresh as loadOutbox };
