/**
 * Saved destinations, their countries and their maps' files are fetched ahead so that they read offline before they
 * were ever opened on this device: every read the destination and country pages make goes through
 * the service worker, which keeps its copy (docs/OFFLINE.md). Each destination is refreshed at most
 * every six hours; when it was last kept is remembered here and shown on its saved card.
 */
import { useEffect, useState } from 'react';
import type { SavedItemView } from '@safetrails/contracts';
import { getCountry } from '@/features/countries/api/get-country';
import { getDestination } from '@/features/destinations/api/get-destination';
import { BASEMAP_INDEX_URL, basemapUrlOf, COUNTRY_SHAPES_URL } from '@/features/destinations/lib/basemap-files';
import { getNeighbourhoodReports } from '@/features/destinations/api/get-neighbourhood-reports';
import { getAccommodations, getActivities } from '@/features/destinations/api/get-places';
import { getScoreHistory } from '@/features/destinations/api/get-score-history';
import { getTopTips } from '@/features/destinations/api/get-top-tips';

const KEPT_KEY = 'safetrails.offline.saved';
const REFRESH_AFTER_MS = 6 * 60 * 60_000;

type Kept = Record<string, string>;

function readKept(): Kept {
  try {
    return JSON.parse(localStorage.getItem(KEPT_KEY) ?? '{}') as Kept;
  } catch {
    return {};
  }
}

async function keep(id: number): Promise<void> {
  const [destination] = await Promise.all([
    getDestination(id),
    getScoreHistory(id),
    getTopTips(id),
    getNeighbourhoodReports(id),
    getAccommodations(id),
    getActivities(id),
  ]);
  await getCountry(destination.countryCode);
  // The map's own files, so the map over it is not blank offline either.
  for (const url of [COUNTRY_SHAPES_URL, BASEMAP_INDEX_URL, basemapUrlOf(destination.countryCode)]) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  }
}

/** When each saved destination was last kept for offline reading (ISO), by id. */
export function useSavedOffline(items: readonly SavedItemView[] | undefined): Kept {
  const [kept, setKept] = useState<Kept>(readKept);
  const ids = (items ?? []).filter((item) => item.itemType === 'destination').map((item) => item.itemId);
  const wanted = ids.join(',');

  useEffect(() => {
    // Only a page the service worker controls has its reads kept; offline there is nothing to fetch.
    if (!wanted || !navigator.onLine || !navigator.serviceWorker?.controller) return;
    let cancelled = false;
    void (async () => {
      for (const id of wanted.split(',').map(Number)) {
        const last = readKept()[id];
        if (last && Date.now() - Date.parse(last) < REFRESH_AFTER_MS) continue;
        try {
          await keep(id);
        } catch {
          continue;
        }
        const next = { ...readKept(), [id]: new Date().toISOString() };
        localStorage.setItem(KEPT_KEY, JSON.stringify(next));
        if (!cancelled) setKept(next);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [wanted]);

  return kept;
}
