/** Which cached searches a read-model change makes stale (the `destination-searches` cache). */
import type { ReadModelChange } from '@safetrails/contracts';
import { changedPages } from './changed-pages';
import { changesCatalogue } from './search-matches';

/** (city, search) pairs remembered before everything is forgotten at once instead. */
const MAX_PAIRS = 200_000;

/**
 * A search's answer changes when a city it matched changes (a score reorders equal matches; the
 * matches include every city tied with the last one shown), when the catalogue's names change (a
 * new city may match), or when the advice of a country changes (every city's level). So a rating
 * forgets the searches that matched its city, not every search.
 */
export class ChangedSearches {
  private readonly searchesByCity = new Map<string, Set<string>>();
  private pairs = 0;

  /** Notes that the answer kept under `key` matched these cities. Call before the answer is kept. */
  record(key: string, cities: readonly number[]): void {
    for (const city of cities) {
      const id = String(city);
      let keys = this.searchesByCity.get(id);
      if (!keys) this.searchesByCity.set(id, (keys = new Set()));
      if (!keys.has(key)) {
        keys.add(key);
        this.pairs += 1;
      }
    }
  }

  /** The `forgets` of the searches' read cache. */
  readonly forgets = (change: ReadModelChange): boolean | readonly string[] => {
    const pages = change.projection === '*' || changesCatalogue(change) ? true : changedPages(change);
    if (pages === false) return false;
    if (pages === true || this.pairs > MAX_PAIRS) {
      this.searchesByCity.clear();
      this.pairs = 0;
      return true;
    }
    const keys = new Set<string>();
    for (const id of pages) for (const key of this.searchesByCity.get(id) ?? []) keys.add(key);
    return [...keys];
  };
}
