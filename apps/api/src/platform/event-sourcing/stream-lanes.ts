/**
 * Commands on one stream, within this process, take turns: each reads the stream after the one
 * before it appended, so writers of a busy stream (three travellers rating one city at the same
 * moment) queue for a few milliseconds instead of colliding, backing off and reading the stream
 * again. Only an optimisation: the append's expected revision still guards the stream against every
 * other writer (another API process, a CLI), and a conflict still retries (handle-command.ts).
 *
 * A turn is told whether it waited for another before it (what it read before then may be stale),
 * and may leave a note for the turn after it (the state its append left, so that the next one need
 * not read the stream again). A note lives only while the lane is busy.
 */
export interface Turn {
  /** True when another turn on the stream ran before this one. */
  readonly waited: boolean;
  /** What the turn before this one left, if it left anything. */
  readonly note: unknown;
  /** Leaves a note for the next turn, replacing any earlier one. */
  leave(note: unknown): void;
}

interface Lane {
  /** The last turn queued: a turn running or waiting. */
  tail: Promise<void>;
  note: unknown;
}

export class StreamLanes {
  /** Streams with a turn running or waiting; gone when the stream is idle. */
  private readonly lanes = new Map<string, Lane>();

  async run<T>(stream: string, work: (turn: Turn) => Promise<T>): Promise<T> {
    const existing = this.lanes.get(stream);
    const previous = existing?.tail;
    const lane: Lane = existing ?? { tail: Promise.resolve(), note: undefined };
    let finish!: () => void;
    const turn = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const tail = previous ? previous.then(() => turn) : turn;
    lane.tail = tail;
    this.lanes.set(stream, lane);
    try {
      if (previous) await previous;
      return await work({
        waited: previous !== undefined,
        note: lane.note,
        leave: (note) => {
          lane.note = note;
        },
      });
    } finally {
      finish();
      if (lane.tail === tail) this.lanes.delete(stream);
    }
  }

  /** Streams with a turn running or waiting (for tests: an idle stream leaves nothing behind). */
  get busy(): number {
    return this.lanes.size;
  }
}
