/**
 * The one way a command changes the world (STYLE.md rule 2): read the stream, fold it into state,
 * let the pure `decide` choose the events, append them with the revision that was read. A stale
 * revision means someone else wrote in between: read again and decide again on the fresh state, a
 * bounded number of times. A command that decides to append takes its turn on the stream
 * (stream-lanes.ts): while another command of this process appends to it, it waits, then reads and
 * decides again, so three travellers rating one city at once on one API process append one after
 * the other instead of colliding. A command that decides nothing never waits. A collision with a
 * writer elsewhere is told, with the refusal, what that writer appended (the store's `tail`, when it
 * can): the command folds it and decides again at once, without reading the stream. Without a tail,
 * or when it collides again, it waits a random while (full jitter, growing with each attempt, so
 * that many writers stop colliding in step) and reads. A request repeated with the same idempotency
 * key finds its own events and appends nothing.
 */
import type { GlobalPosition, NewEvent, RecordedEvent } from '@safetrails/contracts';
import { isWrongExpectedRevision, type EventStore, type WrongExpectedRevisionError } from '@safetrails/event-store';
import { randomUUID } from 'node:crypto';
import type { CommandContext } from './command-context';
import { ConcurrentModificationError } from './domain-error';
import { foldedStreamsOf } from './folded-streams';
import { uuidFrom } from './ids';
import { StreamLanes } from './stream-lanes';

/** An event as `decide` returns it: the kernel adds id and metadata. */
export interface DecidedEvent<Type extends string = string, Data = unknown> {
  readonly type: Type;
  readonly schemaVersion: number;
  readonly data: Data;
}

export interface Decider<State, Command> {
  initialState(): State;
  evolve(state: State, event: RecordedEvent): State;
  decide(command: Command, state: State): readonly DecidedEvent[];
}

/** What most commands answer: where their events landed, or null when the command changed nothing. */
export interface Appended {
  readonly position: GlobalPosition | null;
}

export interface CommandResult<State> {
  /** State after the command (or after the original request, when this one was a repeat). */
  readonly state: State;
  readonly appended: readonly NewEvent[];
  /** True when an earlier request with the same idempotency key had already done the work. */
  readonly replayed: boolean;
  readonly position: GlobalPosition | null;
}

/** Enough for fifty people writing to one stream at the same moment (forum.contention.int.spec.ts). */
const MAX_ATTEMPTS = 24;
const BACKOFF_BASE_MS = 5;
const BACKOFF_CAP_MS = 400;

/** Full jitter: a random wait up to a ceiling that doubles with each attempt. */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  return Math.floor(random() * Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** attempt));
}

export interface HandleOptions {
  /**
   * The stream is new unless this request is a repeat (a comment's own stream, named from the
   * request): the first attempt appends without reading it, expecting no stream; a repeat's
   * conflict then reads it as usual and finds its own events. One round trip fewer per new thing.
   */
  readonly newStream?: boolean;
}

/** This process's writers of a stream take turns on it (stream-lanes.ts). */
const lanes = new StreamLanes();

/** A stream's state as known without reading it: decided on, or caught up from a refusal's tail. */
interface Known<State> {
  readonly state: State;
  readonly revision: bigint | null;
  /** True when the events known include the request's own first event (a repeat). */
  readonly found?: boolean;
}

/** An append refused because the stream moved on since it was read at `conflicted`. */
interface Conflict<State> {
  readonly conflicted: bigint;
  /** The stream's state now, when the refusal told what was missed (the store's tail). */
  readonly caughtUp: Known<State> | null;
}

function isConflict<State>(result: object): result is Conflict<State> {
  return 'conflicted' in result;
}

/** What a try decided to append, on the state and revision it read. */
interface Decision<State> {
  readonly state: State;
  readonly revision: bigint | null;
  readonly events: NewEvent[];
}

function isDecision<State>(result: Decision<State> | CommandResult<State>): result is Decision<State> {
  return 'events' in result;
}

/** A command's result, with the revision its append left the stream at when it was the next one. */
interface Landed<State> extends CommandResult<State> {
  readonly landedAt: bigint | null;
}

/** What a turn leaves for the next writer of its stream in this process: the state its append left. */
interface LeftState {
  readonly evolver: unknown;
  readonly state: unknown;
  readonly revision: bigint;
}

export async function handleCommand<State, Command>(
  store: EventStore,
  stream: string,
  decider: Decider<State, Command>,
  command: Command,
  context: CommandContext,
  options: HandleOptions = {},
): Promise<CommandResult<State>> {
  const attempt = new Attempt(store, stream, decider, command, context);
  const guessedNew = options.newStream === true;
  // Read and decide at once: a command that decides nothing (a vote that repeats the voter's
  // vote, a repeated request) answers without waiting for anyone.
  const first = await attempt.decide(guessedNew ? { state: decider.initialState(), revision: null } : null);
  if (!isDecision(first)) return first;
  // It appends: this process's writers of the stream take turns from here, each starting from what
  // the one before appended, and back off only from writers elsewhere (another process, a CLI).
  return lanes.run(stream, async (turn) => {
    const result = await attempt.inTurn(first, turn.waited, turn.note as LeftState | undefined, guessedNew);
    // A turn that appended nothing leaves the note as it found it.
    if (result.appended.length > 0)
      turn.leave(
        result.landedAt === null ? undefined : { evolver: decider, state: result.state, revision: result.landedAt },
      );
    return { state: result.state, appended: result.appended, replayed: result.replayed, position: result.position };
  });
}

/** One command's tries: read, decide, append; every try shares the command's causation and event ids. */
class Attempt<State, Command> {
  private readonly causationId = randomUUID();
  private readonly firstEventId: string | null;

  constructor(
    private readonly store: EventStore,
    private readonly stream: string,
    private readonly decider: Decider<State, Command>,
    private readonly command: Command,
    private readonly context: CommandContext,
  ) {
    this.firstEventId = context.idempotencyKey ? eventIdFor(stream, context.idempotencyKey, 0) : null;
  }

  /**
   * The command's turn on its stream. Unless another writer of this process went first, `first` is
   * appended as decided. After one, the state that writer's append left (its note) is decided on
   * without reading the stream. Without a note, or for a request with an idempotency key (which may
   * be a repeat of the one before it, and must find its own events), the stream is read again, and
   * never from a read begun before that writer appended. Then, on each collision with a writer
   * elsewhere: fold the events the refusal told and decide again at once (the first time), or wait,
   * read the new events and decide again.
   */
  async inTurn(
    first: Decision<State>,
    waited: boolean,
    note: LeftState | undefined,
    guessedNew: boolean,
  ): Promise<Landed<State>> {
    let conflicted: bigint | null;
    let result: Landed<State> | Conflict<State>;
    if (!waited) result = await this.append(first);
    else if (note?.evolver === this.decider && this.firstEventId === null)
      result = await this.run({ state: note.state as State, revision: note.revision });
    else result = { conflicted: first.revision ?? -1n, caughtUp: null };
    if (!isConflict(result)) return result;
    // A guessed-new stream that was there is no sign the kept state is wrong.
    conflicted = guessedNew && !waited ? null : result.conflicted;
    let known = result.caughtUp;
    for (let tries = 2; ; tries++) {
      result = await this.run(known, conflicted);
      if (!isConflict(result)) return result;
      conflicted = result.conflicted;
      known = result.caughtUp;
      if (tries >= MAX_ATTEMPTS) throw new ConcurrentModificationError(this.stream);
      // Told what it missed, a first retry goes at once; later ones wait, whatever they know.
      if (known === null || tries > 2) await new Promise((resolve) => setTimeout(resolve, retryDelayMs(tries)));
    }
  }

  /** A try: decide on `known` (or on the stream as read now) and append what was decided. */
  private async run(
    known: Known<State> | null,
    conflicted: bigint | null = null,
  ): Promise<Landed<State> | Conflict<State>> {
    const decided = await this.decide(known, conflicted);
    return isDecision(decided) ? this.append(decided) : { ...decided, landedAt: null };
  }

  /**
   * The events to append, or the answer when there are none: decided on `known` when given (a new
   * stream, or the state the writer before left), else on the stream as read now.
   */
  async decide(
    known: Known<State> | null,
    conflicted: bigint | null = null,
  ): Promise<Decision<State> | CommandResult<State>> {
    const { store, stream, decider } = this;
    const { state, revision, found } = known
      ? { found: false, ...known }
      : await foldedStreamsOf(store).fold(store, stream, decider, this.firstEventId, conflicted);
    if (found) return { state, appended: [], replayed: true, position: null };
    const decided = decider.decide(this.command, state);
    if (decided.length === 0) return { state, appended: [], replayed: false, position: null };
    const occurredAt = new Date().toISOString();
    return { state, revision, events: newEventsOf(stream, decided, this.context, this.causationId, occurredAt) };
  }

  /** Appends a decision with the revision it was decided on. */
  private async append({ state, revision, events }: Decision<State>): Promise<Landed<State> | Conflict<State>> {
    const { store, stream, decider } = this;
    const folded = foldedStreamsOf(store);
    try {
      const result = await store.append(stream, events, revision === null ? 'no_stream' : revision);
      const recorded = events.map((event, index) => ({
        ...event,
        stream,
        revision: result.nextExpectedRevision - BigInt(events.length - 1 - index),
        position: result.position,
        recordedAt: new Date(event.metadata.occurredAt),
      }));
      const after = recorded.reduce((folded, event) => decider.evolve(folded, event), state);
      // A duplicate of an earlier append answers that append's revision: not a state to keep.
      const next = result.nextExpectedRevision === (revision ?? -1n) + BigInt(events.length);
      if (next) folded.appended(stream, decider, after, result.nextExpectedRevision, events);
      else folded.forget(stream);
      return {
        state: after,
        appended: events,
        replayed: false,
        position: result.position,
        landedAt: next ? result.nextExpectedRevision : null,
      };
    } catch (error) {
      if (isWrongExpectedRevision(error))
        return { conflicted: revision ?? -1n, caughtUp: this.caughtUp(state, revision, error) };
      throw error;
    }
  }

  /**
   * The state a refused append's tail leads to from the state it was decided on, or null when the
   * refusal told nothing usable: no tail, or one that does not run from the decided revision to the
   * revision the store named without a gap (then the stream is read, as before).
   */
  private caughtUp(state: State, revision: bigint | null, refusal: WrongExpectedRevisionError): Known<State> | null {
    const { tail, actual } = refusal;
    if (tail === undefined || tail.length === 0 || actual === 'no_stream') return null;
    let expected = (revision ?? -1n) + 1n;
    for (const event of tail) if (event.revision !== expected++) return null;
    if (expected - 1n !== actual) return null;
    const after = tail.reduce((folded, event) => this.decider.evolve(folded, event), state);
    foldedStreamsOf(this.store).appended(this.stream, this.decider, after, actual, tail);
    return { state: after, revision: actual, found: tail.some((event) => event.id === this.firstEventId) };
  }
}

/**
 * The state a stream folds to, for a command that must check another stream before it decides
 * (a comment checks its post): read only, never appended to.
 */
export async function loadState<State, Command>(
  store: EventStore,
  stream: string,
  decider: Decider<State, Command>,
): Promise<State> {
  return (await foldedStreamsOf(store).fold(store, stream, decider)).state;
}

/** The events `decide` chose, with ids and metadata, as the store takes them. */
export function newEventsOf(
  stream: string,
  decided: readonly DecidedEvent[],
  context: CommandContext,
  causationId: string,
  occurredAt: string,
): NewEvent[] {
  return decided.map((event, index) => ({
    id: context.idempotencyKey ? eventIdFor(stream, context.idempotencyKey, index) : randomUUID(),
    type: event.type,
    schemaVersion: event.schemaVersion,
    data: event.data,
    metadata: {
      correlationId: context.correlationId,
      causationId,
      actorId: context.actorId,
      actorRole: context.actorRole,
      occurredAt,
      ...(context.clientIpHash ? { clientIpHash: context.clientIpHash } : {}),
    },
  }));
}

/** A UUID derived from the stream, the client's idempotency key and the event's index. */
export function eventIdFor(stream: string, idempotencyKey: string, index: number): string {
  return uuidFrom(stream, idempotencyKey, String(index));
}
