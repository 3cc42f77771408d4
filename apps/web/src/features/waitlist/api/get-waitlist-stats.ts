/** `GET /api/waitlist/stats`: how many have joined, spots left of the cap, and progress. */
import { useQuery } from '@tanstack/react-query';
import type { WaitlistStats } from '@safetrails/contracts';
import { apiGet } from '@/lib/api-client';
import { waitlistKeys } from './waitlist-keys';

export function getWaitlistStats(signal?: AbortSignal): Promise<WaitlistStats> {
  return apiGet<WaitlistStats>('/api/waitlist/stats', { signal });
}

export function useWaitlistStats() {
  return useQuery({ queryKey: waitlistKeys.stats(), queryFn: ({ signal }) => getWaitlistStats(signal) });
}
