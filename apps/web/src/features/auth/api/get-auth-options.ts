/** `GET /api/auth/options`: which providers this server has set up, and the development sign-in. */
import { useQuery } from '@tanstack/react-query';
import type { AuthOptions } from '@safetrails/contracts';
import { apiGet } from '@/lib/api-client';

export type { AuthOptions, DevelopmentPersona } from '@safetrails/contracts';

export function getAuthOptions(signal?: AbortSignal): Promise<AuthOptions> {
  return apiGet<AuthOptions>('/api/auth/options', { signal });
}

export function useAuthOptions() {
  return useQuery({ queryKey: ['auth', 'options'], queryFn: ({ signal }) => getAuthOptions(signal) });
}
