/**
 * Query keys of the destinations feature. Each starts with the projection that serves it, so a live
 * `read-model-changed` notice refreshes exactly those screens (see lib/live-updates.ts):
 * `destinations` for destinations, places, neighbourhood reports and score history; `tips` for tips;
 * `travellers` for saved items.
 */
import type { Region } from '@safetrails/contracts';

export interface DestinationListParams {
  readonly region?: Region;
  readonly rated?: boolean;
  /** Page size; the API defaults to 50 and allows at most 100. */
  readonly limit?: number;
}

export const destinationKeys = {
  all: ['destinations'] as const,
  featured: () => ['destinations', 'featured'] as const,
  list: (params: DestinationListParams) => ['destinations', 'list', params] as const,
  pages: (params: DestinationListParams) => ['destinations', 'pages', params] as const,
  search: (query: string, limit?: number) => ['destinations', 'search', query, limit ?? null] as const,
  detail: (id: number) => ['destinations', 'detail', id] as const,
  accommodations: (id: number) => ['destinations', 'accommodations', id] as const,
  activities: (id: number) => ['destinations', 'activities', id] as const,
  scoreHistory: (id: number) => ['destinations', 'score-history', id] as const,
  neighbourhoodReports: (id: number) => ['destinations', 'neighbourhood-reports', id] as const,
};

export const tipKeys = {
  top: (destinationId: number) => ['tips', 'top', destinationId] as const,
};

export const savedItemKeys = {
  all: ['travellers', 'saved'] as const,
};

export { retryUnlessAnswered } from '@/lib/retry-unless-answered';
