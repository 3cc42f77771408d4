/**
 * Who is looking, as far as the country panels need it: the passport's country (ISO alpha-2, from the
 * safety profile) to put its government's advice and embassy first, and whether the traveller asked
 * for LGBT+ safety information first (in the sealed profile, or for this visit only). Nothing of it
 * leaves the browser: the panels only reorder and highlight what every visitor can read.
 */
import { ADVISORY_SOURCE_INFO, ADVISORY_SOURCES, type AdvisorySource } from '@safetrails/contracts';

export interface TravellerLens {
  readonly home: string | null;
  readonly lgbtFirst: boolean;
  /** Whether the choice comes from the saved profile (else it is this visit's, and can be switched here). */
  readonly lgbtFirstSaved: boolean;
  readonly setLgbtFirstForVisit: (on: boolean) => void;
}

export const NO_LENS: TravellerLens = {
  home: null,
  lgbtFirst: false,
  lgbtFirstSaved: false,
  setLgbtFirstForVisit: () => undefined,
};

/** What a country panel on a city page is given: the country, its name, and who is looking. */
export interface CountryPanelProps {
  readonly code: string;
  readonly name: string;
  readonly lens: TravellerLens;
}

/** The government that advises the traveller's own country, where it is one we follow. */
export function homeSource(home: string | null): AdvisorySource | null {
  return ADVISORY_SOURCES.find((source) => ADVISORY_SOURCE_INFO[source].home === home) ?? null;
}

/** The list with the traveller's own government first, the rest in their order. */
export function homeFirst<T extends { readonly source: AdvisorySource }>(
  items: readonly T[],
  home: string | null,
): T[] {
  const own = homeSource(home);
  return [...items].sort((a, b) => Number(b.source === own) - Number(a.source === own));
}
