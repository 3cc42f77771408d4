/**
 * `GET /api/countries`: every country with official advice, its levels in short and the leading
 * government's finding on same-sex relations. Keyed under `countries` like the country pages, so an
 * import's live notice refreshes it.
 */
import { useQuery } from '@tanstack/react-query';
import type { CountryListItem } from '@safetrails/contracts';
import { apiGet } from '@/lib/api-client';
import { retryUnlessAnswered } from '@/lib/retry-unless-answered';
import { countryKeys } from './get-country';

export function useCountryList() {
  return useQuery({
    queryKey: [...countryKeys.all, 'list'] as const,
    queryFn: ({ signal }) => apiGet<CountryListItem[]>('/api/countries', { signal }),
    retry: retryUnlessAnswered,
  });
}
