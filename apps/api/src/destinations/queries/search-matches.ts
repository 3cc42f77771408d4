/**
 * Which cities a search matches, kept in memory between changes to the catalogue's names.
 *
 * Matching a query against 26,000 names and 260,000 other names by trigram similarity is the
 * costly part of a search (a quarter of the database's time in bench (h)), and its answer depends
 * only on the names and populations, which change only when the catalogue is imported. The scores
 * that order cities of equal match change with every rating, so only the match is kept: each search
 * still reads the matched cities' rows, fresh. A catalogue change (`DestinationRegistered`,
 * `DestinationCatalogued`, a rebuild, or notices that may have been missed) forgets everything, and
 * nothing is kept while the change notices are not arriving.
 */
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { ReadModelChange } from '@safetrails/contracts';
import { LiveUpdatesService } from '../../platform/live/live-updates.service';
import type { ReadCache } from '../../platform/live/read-cache';

/** One matched city: how well it answers the query (the part of the order a score cannot change). */
export interface SearchMatch {
  readonly destinationId: number;
  /** The match's standing (destination.reader.ts `STANDING`), rounded to one decimal: higher first. */
  readonly standing: number;
}

/** Queries remembered; the oldest used is forgotten first. */
const CAPACITY = 2_000;

/** The destinations events that change a name, an alternate name or a population. */
const CATALOGUE_EVENTS: ReadonlySet<string> = new Set(['DestinationRegistered', 'DestinationCatalogued']);

export function changesCatalogue(change: ReadModelChange): boolean {
  if (change.projection === '*') return true;
  if (change.projection !== 'destinations') return false;
  // A notice without event types (a rebuild, a catch-up) may hide anything.
  return change.eventTypes.length === 0 || change.eventTypes.some((type) => CATALOGUE_EVENTS.has(type));
}

@Injectable()
export class SearchMatches implements OnModuleDestroy {
  private readonly cache: ReadCache<readonly SearchMatch[]>;

  constructor(live: LiveUpdatesService) {
    this.cache = live.cache('search-matches', { capacity: CAPACITY, forgets: changesCatalogue });
  }

  onModuleDestroy(): void {
    this.cache.close();
  }

  /** The matches of `key`, from memory or from `load` (then remembered while nothing changed). */
  matches(key: string, load: () => Promise<readonly SearchMatch[]>): Promise<readonly SearchMatch[]> {
    return this.cache.get(key, load);
  }
}
