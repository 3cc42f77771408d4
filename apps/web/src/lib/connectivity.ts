/**
 * Whether SafeTrails can be reached, and how old the data on screen is. The browser's
 * `navigator.onLine` only knows about the network adapter: on a dead roaming connection it stays
 * true. So the answers say it too: an API request that could not be sent, or an answer the service
 * worker gave from its copy (`x-offline-copy`), means offline until an answer comes from the
 * server again. The `Date` of the last answer read says when what the traveller sees was fetched.
 */
import { useSyncExternalStore } from 'react';

interface Connectivity {
  readonly reachable: boolean;
  /** When the server wrote the last answer read (ISO), or null before any. */
  readonly dataFrom: string | null;
}

const listeners = new Set<() => void>();
let state: Connectivity = { reachable: true, dataFrom: null };

function update(next: Connectivity): void {
  if (next.reachable === state.reachable && next.dataFrom === state.dataFrom) return;
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Called with every API answer. */
export function noteAnswer(response: Response): void {
  const date = response.headers.get('date');
  const dataFrom = date && !Number.isNaN(Date.parse(date)) ? new Date(date).toISOString() : state.dataFrom;
  update({ reachable: response.headers.get('x-offline-copy') === null, dataFrom });
}

/** Called when a request could not be sent at all. */
export function noteUnreachable(): void {
  update({ ...state, reachable: false });
}

const online = () => navigator.onLine && state.reachable;

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, online, () => true);
}

export function useDataFrom(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => state.dataFrom,
    () => null,
  );
}
