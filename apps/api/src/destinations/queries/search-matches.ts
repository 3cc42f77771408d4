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
import type { Subscription } from 'rxjs';
import type { ReadModelChange } from '@safetrails/contracts';
import { LiveUpdatesService } from '../../platform/live/live-updates.service';

/** One matched city: how well its name matched (the part of the order a score cannot change). */
export interface SearchMatch {
  readonly destinationId: number;
  readonly exact: boolean;
  readonly prefix: boolean;
  /** Similarity rounded to one decimal, as the order compares it. */
  readonly score: number;
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
  private readonly cache = new Map<string, Promise<readonly SearchMatch[]>>();
  private readonly subscription: Subscription;
  /** Bumped by every catalogue change: a search begun before one is not kept after it. */
  private generation = 0;

  constructor(private readonly live: LiveUpdatesService) {
    this.subscription = live.changes.subscribe((change) => {
      if (!changesCatalogue(change)) return;
      this.generation += 1;
      this.cache.clear();
    });
  }

  onModuleDestroy(): void {
    this.subscription.unsubscribe();
  }

  /** The matches of `key`, from memory or from `load` (then remembered while nothing changed). */
  matches(key: string, load: () => Promise<readonly SearchMatch[]>): Promise<readonly SearchMatch[]> {
    if (!this.live.connected) return load();
    const cached = this.cache.get(key);
    if (cached) {
      // Most recently used last: Map keeps insertion order.
      this.cache.delete(key);
      this.cache.set(key, cached);
      return cached;
    }
    const generation = this.generation;
    const loading = load();
    this.cache.set(key, loading);
    if (this.cache.size > CAPACITY) this.cache.delete(this.cache.keys().next().value!);
    const forget = () => {
      if (this.cache.get(key) === loading) this.cache.delete(key);
    };
    loading.then(() => {
      if (generation !== this.generation) forget();
    }, forget);
    return loading;
  }
}
