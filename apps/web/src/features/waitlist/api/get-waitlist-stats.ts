/** `GET /api/waitlist/stats`: how many have joined, spots left of the cap, and progress. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WaitlistStats } from '@safetrails/contracts';
import { apiGet } from '@/lib/api-client';
import { waitlistKeys } from './waitlist-keys';

export function getWaitlistStats(signal?: AbortSignal): Promise<WaitlistStats> {
  return apiGet<WaitlistStats>('/api/waitlist/stats', { signal });
}

export function waitlistStatsQueryOptions() {
  return queryOptions({ queryKey: waitlistKeys.stats(), queryFn: ({ signal }) => getWaitlistStats(signal) });
}

export function useWaitlistStats() {
  return useQuery(waitlistStatsQueryOptions());
}
