/**
 * `GET /api/countries/{code}`: each government's advice side by side, the emergency numbers with
 * their sources, the biggest cities. Keys start with `countries`, the projection that serves them,
 * so a live `read-model-changed` notice refreshes the page when an import lands.
 */
import { useDeferredValue } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CountryDetail } from '@safetrails/contracts';
import { apiGet } from '@/lib/api-client';
import { retryUnlessAnswered } from '@/lib/retry-unless-answered';

export const countryKeys = {
  all: ['countries'] as const,
  detail: (code: string) => ['countries', 'detail', code] as const,
};

export function getCountry(code: string, signal?: AbortSignal): Promise<CountryDetail> {
  return apiGet<CountryDetail>(`/api/countries/${encodeURIComponent(code)}`, { signal });
}

export function countryQueryOptions(code: string) {
  return queryOptions({
    queryKey: countryKeys.detail(code),
    queryFn: ({ signal }) => getCountry(code, signal),
    retry: retryUnlessAnswered,
  });
}

/** Pass null while there is no country to show: nothing is fetched. */
export function useCountry(code: string | null) {
  return useQuery({ ...countryQueryOptions(code ?? ''), enabled: code !== null });
}

/**
 * The country's record for one of a city page's panels (its numbers, embassies, laws, what the
 * governments say to women and to LGBT+ travellers). When the record arrives, the panels draw it as
 * a transition, which React does in slices of a few milliseconds, rather than all of them at once in
 * one task that holds a phone's main thread for a tenth of a second; `data` is what was drawn before
 * (nothing, on the first visit) until that is done.
 */
export function useCountryPanel(code: string) {
  const query = useCountry(code);
  return { query, data: useDeferredValue(query.data) };
}
