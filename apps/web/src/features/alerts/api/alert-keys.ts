/**
 * Query keys of the alerts feature. Every key starts with `alerts`, the projection that serves alerts
 * and alert history, so a live notice refreshes them all (see lib/live-updates.ts). Polling every
 * 30 seconds (the spec's) is kept only as the fallback while that stream is down.
 */
import { ALERT_POLLING_MS } from '@safetrails/contracts';
import { ApiError } from '@/lib/api-client';
import { useLiveConnected } from '@/lib/live-updates';

export type AlertListStatus = 'active' | 'archived' | 'all';

/** Which alerts a widget lists. */
export type AlertSource =
  /** `GET /api/safety-alerts/active`: every active alert (the general alerts). */
  | { readonly kind: 'active' }
  /** `GET /api/safety-alerts/destination/{id}`: a destination's alerts, active and archived. */
  | { readonly kind: 'destination'; readonly destinationId: number }
  /** `GET /api/safety-alerts/active?country=`: a country's active alerts, its cities' and the official ones touching it. */
  | { readonly kind: 'country'; readonly countryCode: string }
  /** `GET /api/safety-alerts?status&destinationId`: the alerts page's list. */
  | { readonly kind: 'list'; readonly status: AlertListStatus; readonly destinationId: number | null };

export const alertKeys = {
  all: ['alerts'] as const,
  source: (source: AlertSource) => ['alerts', 'source', source] as const,
  nearby: (latitude: number, longitude: number, radius: number) =>
    ['alerts', 'nearby', latitude, longitude, radius] as const,
  history: () => ['alerts', 'history', 'list'] as const,
  unviewed: () => ['alerts', 'history', 'unviewed'] as const,
};

/** Poll only while live updates are down. */
export function useAlertPolling(): number | false {
  return useLiveConnected() ? false : ALERT_POLLING_MS;
}

/** A 4xx (unknown id, bad input, signed out) is an answer that a retry will not change. */
export function retryUnlessAnswered(failureCount: number, error: Error): boolean {
  return failureCount < 1 && !(error instanceof ApiError && error.status < 500);
}
