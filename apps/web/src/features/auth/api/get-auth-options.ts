/** `GET /api/auth/options`: which providers this server has set up, and the development sign-in. */
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export interface DevelopmentPersona {
  readonly id: string;
  readonly label: string;
  readonly description: string;
}

export interface AuthOptions {
  readonly providers: { readonly google: boolean; readonly reddit: boolean };
  readonly developmentSignIn: { readonly enabled: boolean; readonly personas: readonly DevelopmentPersona[] };
}

export function getAuthOptions(signal?: AbortSignal): Promise<AuthOptions> {
  return apiGet<AuthOptions>('/api/auth/options', { signal });
}

export function useAuthOptions() {
  return useQuery({ queryKey: ['auth', 'options'], queryFn: ({ signal }) => getAuthOptions(signal) });
}
