/**
 * Saved places are ready offline wherever the app opens (docs/OFFLINE.md). When the app starts, a
 * service worker first takes it, or the connection comes back, and the browser is idle, every saved
 * destination is fetched ahead with everything its page reads (the destination, score history,
 * tips, neighbourhoods, places, its country with the emergency numbers, its alerts, the map's
 * files), through the service worker, which keeps the copies. Bounded: at most MAX_PLACES places a
 * run, each refreshed at most every six hours, one run at a time, and never where the browser says
 * the connection is metered (Save-Data). When each place was last made ready is remembered here and
 * shown on its saved card.
 */
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { ApiError } from '@/lib/api-client';
import { getSavedItems } from '@/features/destinations/api/get-saved-items';
import { getCountry } from '@/features/countries/api/get-country';
import { getAlerts } from '@/features/alerts/api/get-alerts';
import { getDestination } from '@/features/destinations/api/get-destination';
import { BASEMAP_INDEX_URL, basemapUrlOf, COUNTRY_SHAPES_URL } from '@/features/destinations/lib/basemap-files';
import { getNeighbourhoodReports } from '@/features/destinations/api/get-neighbourhood-reports';
import { getAccommodations, getActivities } from '@/features/destinations/api/get-places';
import { getScoreHistory } from '@/features/destinations/api/get-score-history';
import { getTopTips } from '@/features/destinations/api/get-top-tips';
import { whenIdle } from '@/lib/when-idle';

const KEPT_KEY = 'safetrails.offline.saved';
const KEPT_EVENT = 'safetrails:offline-kept';
const REFRESH_AFTER_MS = 6 * 60 * 60_000;
/** How long the app is open before saved places are first made ready. */
const FIRST_RUN_AFTER_MS = 20_000;
/** Places made ready in one run: a traveller with a hundred saved places does not spend her data plan at once. */
const MAX_PLACES = 25;

type Kept = Readonly<Record<string, string>>;

function readKept(): Kept {
  try {
    return JSON.parse(localStorage.getItem(KEPT_KEY) ?? '{}') as Kept;
  } catch {
    return {};
  }
}

function markKept(id: number): void {
  localStorage.setItem(KEPT_KEY, JSON.stringify({ ...readKept(), [id]: new Date().toISOString() }));
  window.dispatchEvent(new Event(KEPT_EVENT));
}

/** Every read a saved destination's page makes, fetched once through the service worker. */
async function keepDestination(id: number): Promise<void> {
  const [destination] = await Promise.all([
    getDestination(id),
    getScoreHistory(id),
    getTopTips(id),
    getNeighbourhoodReports(id),
    getAccommodations(id),
    getActivities(id),
    getAlerts({ kind: 'destination', destinationId: id }),
  ]);
  await getCountry(destination.countryCode);
  // The map's own files, so the map over it is not blank offline either.
  for (const url of [COUNTRY_SHAPES_URL, BASEMAP_INDEX_URL, basemapUrlOf(destination.countryCode)]) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  }
}

/** Whether the browser says the connection is metered or the traveller asked to save data. */
function savingData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

let running: Promise<void> | null = null;

/** One run: the saved destinations not made ready in the last six hours, oldest first. */
export function makeSavedReady(): Promise<void> {
  if (running) return running;
  running = (async () => {
    if (!navigator.onLine || !navigator.serviceWorker?.controller || savingData()) return;
    let saved;
    try {
      saved = await getSavedItems();
    } catch (error) {
      // Signed out, or without beta access: nothing saved to keep.
      if (error instanceof ApiError) return;
      throw error;
    }
    const kept = readKept();
    const due = saved
      .filter((item) => item.itemType === 'destination')
      .map((item) => item.itemId)
      .filter((id) => {
        const last = kept[id];
        return !last || Date.now() - Date.parse(last) >= REFRESH_AFTER_MS;
      })
      .sort((a, b) => (kept[a] ?? '').localeCompare(kept[b] ?? ''))
      .slice(0, MAX_PLACES);
    for (const id of due) {
      try {
        await keepDestination(id);
        markKept(id);
      } catch {
        // The connection dropped or one read failed: the next run tries again.
      }
    }
  })()
    .catch(() => undefined)
    .finally(() => {
      running = null;
    });
  return running;
}

/**
 * At the app's root, for a signed-in traveller: a run when the app has been open for a little while
 * (FIRST_RUN_AFTER_MS, so a page opened for a glance is not slowed by fetching ahead), when a
 * service worker first takes the page, and when the connection comes back; each when the browser
 * is idle and not before FIRST_RUN_AFTER_MS.
 */
export function useKeepSavedReady(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    const earliest = Date.now() + FIRST_RUN_AFTER_MS;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let idle: ReturnType<typeof whenIdle> | null = null;
    const schedule = () => {
      if (timer) clearTimeout(timer);
      idle?.cancel();
      timer = setTimeout(
        () => {
          idle = whenIdle(() => void makeSavedReady(), { timeoutMs: 10_000 });
        },
        Math.max(0, earliest - Date.now()),
      );
    };
    schedule();
    window.addEventListener('online', schedule);
    navigator.serviceWorker.addEventListener('controllerchange', schedule);
    return () => {
      if (timer) clearTimeout(timer);
      idle?.cancel();
      window.removeEventListener('online', schedule);
      navigator.serviceWorker.removeEventListener('controllerchange', schedule);
    };
  }, [signedIn]);
}

function subscribe(listener: () => void): () => void {
  window.addEventListener(KEPT_EVENT, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(KEPT_EVENT, listener);
    window.removeEventListener('storage', listener);
  };
}

/** When each saved destination was last made ready for offline reading (ISO), by id; live. */
export function useSavedReadyTimes(): Kept {
  const raw = useSyncExternalStore(
    subscribe,
    () => localStorage.getItem(KEPT_KEY) ?? '{}',
    () => '{}',
  );
  return useMemo(() => {
    try {
      return JSON.parse(raw) as Kept;
    } catch {
      return {};
    }
  }, [raw]);
}
