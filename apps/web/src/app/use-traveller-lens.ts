/**
 * The traveller lens (features/countries/lib/traveller-lens.ts) from who is signed in: her safety
 * profile's home country and LGBT+ choice, or, for anyone, the choice made for this visit. The visit's
 * choice lives in this tab's sessionStorage only: never sent, gone when the tab closes.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useUser } from '@/features/auth/hooks/use-user';
import type { TravellerLens } from '@/features/countries/lib/traveller-lens';
import { useSafetyProfile } from '@/features/safety-profile/api/get-safety-profile';

const VISIT_KEY = 'safetrails.lgbt-first';
const CHANGED = 'safetrails:lgbt-first';
/** Where the choice lives when storage is refused (private mode): until the page reloads. */
let inMemory = false;

function readVisit(): boolean {
  try {
    return sessionStorage.getItem(VISIT_KEY) === 'on';
  } catch {
    return inMemory;
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  return () => window.removeEventListener(CHANGED, onChange);
}

export function useTravellerLens(): TravellerLens {
  const { user } = useUser();
  const profile = useSafetyProfile(user?.id ?? null).data ?? null;
  const visit = useSyncExternalStore(subscribe, readVisit, () => false);
  const setLgbtFirstForVisit = useCallback((on: boolean) => {
    inMemory = on;
    try {
      if (on) sessionStorage.setItem(VISIT_KEY, 'on');
      else sessionStorage.removeItem(VISIT_KEY);
    } catch {
      // Storage refused: readVisit answers from memory.
    }
    window.dispatchEvent(new Event(CHANGED));
  }, []);
  const saved = profile?.lgbtFirst === true;
  return useMemo(
    () => ({
      home: profile?.homeCountryCode ?? null,
      lgbtFirst: saved || visit,
      lgbtFirstSaved: saved,
      setLgbtFirstForVisit,
    }),
    [profile?.homeCountryCode, saved, visit, setLgbtFirstForVisit],
  );
}
