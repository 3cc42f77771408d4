/**
 * A destination's page (`GET /api/destinations/:id`), the same for every reader, kept in memory
 * until a change touches it (changed-pages.ts). Shared by the page's route and by the writes that
 * answer with the page (a rating): the page a rating reads back once its read model has folded it
 * is then the one the next reader gets, instead of a second query.
 */
import { Injectable } from '@nestjs/common';
import type { DestinationDetail } from '@safetrails/contracts';
import { LiveUpdatesService } from '../../platform/live/live-updates.service';
import type { ReadCache, ReadCacheOptions } from '../../platform/live/read-cache';
import { changedPages } from './changed-pages';
import { DestinationReader } from './destination.reader';

/**
 * The page's freshness wording ("checked 3 hours ago") is computed when read: a minute at most. A
 * page depends on its city's stream (and on every city's, for a change that names none).
 */
export const DESTINATION_PAGE_CACHE: ReadCacheOptions = {
  capacity: 2_000,
  maxAgeMs: 60_000,
  forgets: changedPages,
  staleInFlight: 'named',
};

@Injectable()
export class DestinationPages {
  readonly cache: ReadCache<DestinationDetail>;

  constructor(
    private readonly reader: DestinationReader,
    live: LiveUpdatesService,
  ) {
    this.cache = live.cache('destination-pages', DESTINATION_PAGE_CACHE);
  }

  /** What `page` reads on a miss: the page as the read model has it now. */
  load(id: number): () => Promise<DestinationDetail> {
    return () => this.reader.detail(id);
  }

  /** The page, from memory or from the read model. */
  page(id: number): Promise<DestinationDetail> {
    return this.cache.get(String(id), this.load(id));
  }
}
