/**
 * Answers of read-model queries kept in memory until the read models behind them change.
 *
 * The projector announces every committed batch (`read_model_changed`, LISTEN/NOTIFY); a cache
 * forgets the answers a change may touch when it arrives (every answer, or those of the streams the
 * notice names), so it never serves an answer older than the last notice it heard. A query of a key
 * that a change touched while it ran is not kept after it (the change may have come after its read), a
 * failed query is not kept at all, and nothing is kept while the notices are not arriving (the
 * listening connection is down: a change could be missed). An optional age limit bounds answers
 * that also depend on the clock (an advisory's "checked 3 hours ago").
 *
 * One query per key at a time. A reader who comes after a change while a query of the same key
 * that began before it is still running waits for that query to end and then asks again, together
 * with every reader who came meanwhile (`Flight`). Without this, each change under a query starts
 * another query of the same key: where changes come faster than a query ends (a busy forum's
 * comments, a cold or busy replica), the queries pile up, take the pool, each grows slower, and the
 * process stays in that state while the load lasts (bench (n), docs/BENCHMARKS.md).
 *
 * Read-your-writes: a command that waits for its read model (`ProjectionWaiter`) returns only once
 * this process has heard the notice of its batch, so a cache here cannot answer from before it.
 */
import type { Observable, Subscription } from 'rxjs';
import type { ReadModelChange } from '@safetrails/contracts';

export interface ReadCacheOptions {
  /** Answers remembered; the least recently used is forgotten first. */
  readonly capacity: number;
  /**
   * Which remembered answers this change makes stale: all (`true`), none (`false`), or the answers
   * of these keys. `*` (notices that may have been missed) forgets all, whatever this says.
   */
  readonly forgets: (change: ReadModelChange) => boolean | readonly string[];
  /** The longest an answer is kept, whatever the notices say. */
  readonly maxAgeMs?: number;
  /**
   * Which queries in flight a change that names keys makes stale: those of the keys it names
   * (`named`: what a key's answer depends on is known before it is asked, as a city's page depends
   * on its city), or every one (`all`, the default: it is learnt from the answer, as the cities a
   * search matched, so a query still running may depend on a key the change names).
   */
  readonly staleInFlight?: 'named' | 'all';
}

/** What a cache needs from the live channel. */
export interface ChangeNotices {
  readonly invalidations: Observable<ReadModelChange>;
  readonly connected: boolean;
}

export interface ReadCacheCounts {
  readonly name: string;
  readonly hits: number;
  readonly misses: number;
  readonly entries: number;
}

/** Forgets on any change of these read models. */
export function onChangesOf(...projections: readonly string[]): (change: ReadModelChange) => boolean {
  const names = new Set(projections);
  return (change) => names.has(change.projection);
}

/** A query of one key: its answer, and whether a change of its key came while it ran. */
interface Query<T> {
  value: Promise<T>;
  stale: boolean;
}

/** The query of a key under way, and the one waiting to begin when it ends (every later reader's). */
interface Flight<T> {
  readonly running: Query<T>;
  next: Query<T> | null;
}

export class ReadCache<T> {
  private readonly entries = new Map<string, { readonly value: Promise<T>; readonly at: number }>();
  private readonly flights = new Map<string, Flight<T>>();
  private readonly subscription: Subscription;
  private hits = 0;
  private misses = 0;

  constructor(
    readonly name: string,
    private readonly live: ChangeNotices,
    private readonly options: ReadCacheOptions,
    private readonly now: () => number = Date.now,
  ) {
    this.subscription = live.invalidations.subscribe((change) => {
      const stale = change.projection === '*' || options.forgets(change);
      if (stale === false) return;
      // A query in flight that the change may touch may have read before it: not kept. With
      // `staleInFlight: 'named'`, queries of other keys read nothing that changed, so they stay:
      // where changes of some keys come often (fifty cities rated at once), the queries of the
      // others are not thrown away and asked again each time.
      if (stale === true) this.entries.clear();
      else for (const key of stale) this.entries.delete(key);
      if (stale === true || options.staleInFlight !== 'named')
        for (const flight of this.flights.values()) flight.running.stale = true;
      else
        for (const key of stale) {
          const flight = this.flights.get(key);
          if (flight) flight.running.stale = true;
        }
    });
  }

  /** The answer for `key`, from memory or from `load` (then remembered while nothing it depends on changed). */
  get(key: string, load: () => Promise<T>): Promise<T> {
    return this.answer(key, load).value;
  }

  /**
   * The answer for `key`, as `get` gives it, and a test that stays true while this cache still
   * holds that very answer: not forgotten by a change, not past its age, notices still arriving.
   * What is built from the answer (its JSON, platform/http/shared-answers.ts) is good as long.
   */
  answer(key: string, load: () => Promise<T>): { readonly value: Promise<T>; readonly stillCurrent: () => boolean } {
    const value = this.lookup(key, load);
    const entry = this.entries.get(key);
    if (!entry) return { value, stillCurrent: () => false };
    return {
      value,
      stillCurrent: () => this.live.connected && this.entries.get(key) === entry && this.fresh(entry),
    };
  }

  private fresh(entry: { readonly at: number }): boolean {
    return this.options.maxAgeMs === undefined || this.now() - entry.at < this.options.maxAgeMs;
  }

  private lookup(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.live.connected) {
      this.misses += 1;
      return load();
    }
    const cached = this.entries.get(key);
    if (cached && this.fresh(cached)) {
      this.hits += 1;
      // Most recently used last: a Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached.value;
    }
    this.misses += 1;
    const query = this.query(key, load);
    const entry = { value: query.value, at: this.now() };
    this.entries.set(key, entry);
    if (this.entries.size > this.options.capacity) this.entries.delete(this.entries.keys().next().value!);
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    query.value.then(() => {
      if (query.stale) forget();
    }, forget);
    return query.value;
  }

  /**
   * A query of `key` that began after every change of it heard so far: the running one if it did
   * (its answer was forgotten for its age or the cache's capacity), else a new one when none of the
   * key is running, else the one queued behind the running one (begun when it ends), queued now if
   * none is.
   */
  private query(key: string, load: () => Promise<T>): Query<T> {
    const flight = this.flights.get(key);
    if (flight && !flight.running.stale) return flight.running;
    if (flight?.next) return flight.next;
    const query: Query<T> = { value: Promise.resolve(undefined as T), stale: false };
    const begin = (): Promise<T> => {
      const running: Flight<T> = { running: query, next: null };
      this.flights.set(key, running);
      const value = load();
      const ended = () => {
        if (this.flights.get(key) === running && running.next === null) this.flights.delete(key);
      };
      value.then(ended, ended);
      return value;
    };
    if (flight) {
      flight.next = query;
      query.value = flight.running.value.then(begin, begin);
    } else query.value = begin();
    return query;
  }

  counts(): ReadCacheCounts {
    return { name: this.name, hits: this.hits, misses: this.misses, entries: this.entries.size };
  }

  close(): void {
    this.subscription.unsubscribe();
    this.entries.clear();
  }
}
