/**
 * `GET /api/countries/{code}/areas`: the governments' regional advice as geography (each city's
 * level per government, border zones, unplaced areas). Keyed under `countries`, like the country.
 */
import { useQuery } from '@tanstack/react-query';
import type { CountryAreas } from '@safetrails/contracts';
import { apiGet } from '@/lib/api-client';
import { retryUnlessAnswered } from '@/lib/retry-unless-answered';
import { countryKeys } from './get-country';

export function useCountryAreas(code: string | null) {
  return useQuery({
    queryKey: [...countryKeys.all, 'areas', code ?? ''] as const,
    queryFn: ({ signal }) => apiGet<CountryAreas>(`/api/countries/${encodeURIComponent(code ?? '')}/areas`, { signal }),
    retry: retryUnlessAnswered,
    enabled: code !== null,
  });
}
