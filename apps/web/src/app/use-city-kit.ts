/**
 * A city brings its country (docs/OFFLINE.md): when a city's page has its answer, what a traveller
 * needs about the city is fetched in the same moment, not when a tab is opened: its country's record
 * (the advice side by side and the emergency numbers the Emergency tab shows) and its active alerts.
 * Through the service worker each is kept for offline reading; in the query cache the tab opens at
 * once. Deferred to the browser's next idle moment (at most a second), so the page draws first.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getAlerts } from '@/features/alerts/api/get-alerts';
import { alertKeys, type AlertSource } from '@/features/alerts/api/alert-keys';
import { countryQueryOptions } from '@/features/countries/api/get-country';
import { useDestination } from '@/features/destinations/api/get-destination';
import { whenIdle } from '@/lib/when-idle';

export function useCityKit(id: number | null): void {
  const queryClient = useQueryClient();
  // The page's own query: no second request.
  const destination = useDestination(id);
  const cityId = destination.data?.id ?? null;
  const countryCode = destination.data?.countryCode ?? null;

  useEffect(() => {
    if (cityId === null || countryCode === null) return;
    const idle = whenIdle(
      () => {
        const alerts: AlertSource = { kind: 'destination', destinationId: cityId };
        void queryClient.prefetchQuery(countryQueryOptions(countryCode));
        void queryClient.prefetchQuery({
          queryKey: alertKeys.source(alerts),
          queryFn: ({ signal }) => getAlerts(alerts, signal),
        });
      },
      { timeoutMs: 1_000 },
    );
    return () => idle.cancel();
  }, [queryClient, cityId, countryCode]);
}
