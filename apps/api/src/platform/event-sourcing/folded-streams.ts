/**
 * What a long stream folded to, kept per process and per event store, so that a command on a stream
 * of 10,000 events reads only the events appended since this process last folded it, and costs what
 * a command on a short stream does (docs/ARCHITECTURE.md, "The write path"). It is a cache, never
 * the truth:
 *
 * - The expected revision still guards every append. A writer in another process that appended
 *   since makes the append conflict, and the next try folds the events the refusal named (the
 *   store's tail) or reads those after the kept revision.
 * - A tail that does not continue the kept revision, or a conflict after which the stream has
 *   nothing new, means the stream is not what was folded (a restored database): the entry is
 *   dropped and the stream is read whole.
 * - The state holds events' data as the store keeps it, personal fields sealed: deciders are pure
 *   and never open them, so a shredded key leaves nothing readable here (pii/sealed-fields.ts).
 * - Deciders' `evolve` returns a new state and never changes the one it is given, so two commands
 *   can start from the same kept state.
 *
 * Short streams are not kept: reading one whole is the same single query as reading its tail.
 * A stream is read whole once at a time per process: a command's first try that arrives while it is
 * being read (three travellers rating one city at once, on an API that has just started) takes what
 * that read finds, and the append's expected revision refuses whatever it missed; a retry after a
 * conflict waits for the read and folds only what came after it.
 * A command with an idempotency key must still find its own earlier events, so an entry keeps the
 * ids of the stream's events that were derived from a key (version 8 ids, ids.ts).
 */
import type { RecordedEvent } from '@safetrails/contracts';
import type { EventStore } from '@safetrails/event-store';
import { LRUCache } from 'lru-cache';

/** The part of a decider a fold needs. */
export interface Evolver<State> {
  initialState(): State;
  evolve(state: State, event: RecordedEvent): State;
}

/** Streams shorter than this are read whole: no entry is kept for them. */
export const KEPT_FROM_EVENTS = 64;
/**
 * The events the kept states stand for, across streams, per process. A kept state is far smaller
 * than its events (a destination's state is one entry per traveller), and the ids kept with it are
 * at most one per event (about 100 bytes each): tens of megabytes at the most.
 */
const MAX_KEPT_EVENTS = 500_000;

interface Entry {
  readonly evolver: Evolver<unknown>;
  readonly state: unknown;
  readonly revision: bigint;
  /** Ids of the stream's events derived from an idempotency key: only added to, only true ones. */
  readonly keyedIds: Set<string>;
}

export interface Folded<State> {
  readonly state: State;
  /** The revision of the last event folded, or null when the stream has none. */
  readonly revision: bigint | null;
  /** True when the stream holds the event `lookFor` names (a repeated request's first event). */
  readonly found: boolean;
}

/** A stream read whole: its state, its last revision, and the ids of its events derived from a key. */
interface WholeRead<State> {
  readonly state: State;
  readonly revision: bigint | null;
  readonly keyedIds: ReadonlySet<string>;
}

/** A whole read as a command's fold: `found` when it holds the request's own first event. */
function foldedOf<State>(whole: WholeRead<State>, lookFor: string | null): Folded<State> {
  return { state: whole.state, revision: whole.revision, found: lookFor !== null && whole.keyedIds.has(lookFor) };
}

/** Ids `eventIdFor` derives are UUID version 8; random ones are version 4. */
function isKeyedId(id: string): boolean {
  return id.charAt(14) === '8';
}

export class FoldedStreams {
  private readonly entries = new LRUCache<string, Entry>({
    maxSize: MAX_KEPT_EVENTS,
    sizeCalculation: (entry) => Number(entry.revision) + 1,
  });
  /** Streams being read whole now, so that a stream is read whole once at a time. */
  private readonly readingWhole = new Map<string, { evolver: Evolver<unknown>; read: Promise<WholeRead<unknown>> }>();
  /**
   * Streams folded from a kept state, streams read whole, and first tries that took the result of
   * a whole read already under way: what the tests and the bench count.
   */
  readonly counts = { fromKept: 0, whole: 0, shared: 0 };

  /**
   * The stream's state: a kept one and the events after it, or every event. `conflicted` is the
   * revision a refused append expected: a stream with nothing after it is read whole.
   */
  async fold<State>(
    store: EventStore,
    stream: string,
    evolver: Evolver<State>,
    lookFor: string | null = null,
    conflicted: bigint | null = null,
  ): Promise<Folded<State>> {
    const kept = this.entries.get(stream);
    const usable = kept !== undefined && kept.evolver === evolver ? kept : undefined;
    if (usable === undefined) {
      const reading = this.readingWhole.get(stream);
      if (reading === undefined) return this.foldWhole(store, stream, evolver, lookFor);
      // Another command is reading it whole. A first try takes what that read finds (three
      // travellers rating one city at once, on a stream too short to keep, read it once, not one
      // after another): anything appended since, the append's expected revision refuses.
      if (conflicted === null && reading.evolver === evolver) {
        const whole = await reading.read.catch(() => null);
        if (whole !== null) {
          this.counts.shared++;
          return foldedOf(whole as WholeRead<State>, lookFor);
        }
      }
      // After a conflict: wait, then start from what it kept (a short stream keeps nothing and is
      // read again, one query).
      await reading.read.catch(() => undefined);
      if (this.entries.get(stream)?.evolver === evolver) return this.fold(store, stream, evolver, lookFor, conflicted);
      return this.foldWhole(store, stream, evolver, lookFor);
    }

    let state = usable.state as State;
    let revision = usable.revision;
    let found = lookFor !== null && usable.keyedIds.has(lookFor);
    for await (const event of store.readStream(stream, { from: revision + 1n })) {
      if (event.revision !== revision + 1n) return this.refold(store, stream, evolver, lookFor);
      state = evolver.evolve(state, event);
      revision = event.revision;
      if (isKeyedId(event.id)) usable.keyedIds.add(event.id);
      if (event.id === lookFor) found = true;
    }
    if (conflicted !== null && revision <= conflicted) return this.refold(store, stream, evolver, lookFor);
    this.counts.fromKept++;
    this.keep(stream, evolver, state, revision, usable.keyedIds);
    return { state, revision, found };
  }

  /**
   * After events that continue the stream from a state known true (an append that landed right after
   * `expected`, or the tail a refused append answered with): the state and ids they left.
   */
  appended<State>(
    stream: string,
    evolver: Evolver<State>,
    state: State,
    revision: bigint,
    events: readonly { readonly id: string }[],
  ): void {
    const kept = this.entries.get(stream);
    const keyedIds = kept !== undefined && kept.evolver === evolver ? kept.keyedIds : null;
    if (keyedIds === null && revision + 1n < BigInt(KEPT_FROM_EVENTS)) return;
    if (keyedIds === null) {
      // Reached the length worth keeping by this append: fold whole next time, which collects the ids.
      this.entries.delete(stream);
      return;
    }
    for (const event of events) if (isKeyedId(event.id)) keyedIds.add(event.id);
    this.keep(stream, evolver, state, revision, keyedIds);
  }

  /** The stream is not what was kept (an append that was not the next one, a duplicate). */
  forget(stream: string): void {
    this.entries.delete(stream);
  }

  private refold<State>(
    store: EventStore,
    stream: string,
    evolver: Evolver<State>,
    lookFor: string | null,
  ): Promise<Folded<State>> {
    this.entries.delete(stream);
    return this.foldWhole(store, stream, evolver, lookFor);
  }

  private async foldWhole<State>(
    store: EventStore,
    stream: string,
    evolver: Evolver<State>,
    lookFor: string | null,
  ): Promise<Folded<State>> {
    const read = this.readWhole(store, stream, evolver);
    const reading = { evolver: evolver as Evolver<unknown>, read: read as Promise<WholeRead<unknown>> };
    this.readingWhole.set(stream, reading);
    const done = () => {
      if (this.readingWhole.get(stream) === reading) this.readingWhole.delete(stream);
    };
    read.then(done, done);
    return foldedOf(await read, lookFor);
  }

  private async readWhole<State>(
    store: EventStore,
    stream: string,
    evolver: Evolver<State>,
  ): Promise<WholeRead<State>> {
    let state = evolver.initialState();
    let revision: bigint | null = null;
    const keyedIds = new Set<string>();
    for await (const event of store.readStream(stream)) {
      state = evolver.evolve(state, event);
      revision = event.revision;
      if (isKeyedId(event.id)) keyedIds.add(event.id);
    }
    this.counts.whole++;
    if (revision !== null) this.keep(stream, evolver, state, revision, keyedIds);
    // The kept entry's set grows with later appends: the read answers with the ids it read.
    return { state, revision, keyedIds: new Set(keyedIds) };
  }

  private keep(stream: string, evolver: Evolver<unknown>, state: unknown, revision: bigint, keyedIds: Set<string>) {
    if (revision + 1n < BigInt(KEPT_FROM_EVENTS)) return;
    const kept = this.entries.get(stream);
    // Two commands folded the stream at once: the one that saw further stays.
    if (kept !== undefined && kept.evolver === evolver && kept.revision > revision) return;
    this.entries.set(stream, { evolver, state, revision, keyedIds });
  }
}

const byStore = new WeakMap<EventStore, FoldedStreams>();

/** This process's kept states of the streams of `store` (one database, one cache). */
export function foldedStreamsOf(store: EventStore): FoldedStreams {
  let folded = byStore.get(store);
  if (folded === undefined) {
    folded = new FoldedStreams();
    byStore.set(store, folded);
  }
  return folded;
}
