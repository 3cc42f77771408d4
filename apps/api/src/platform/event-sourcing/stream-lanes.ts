/**
 * Commands on one stream, within this process, take turns: each reads the stream after the one
 * before it appended, so writers of a busy stream (three travellers rating one city at the same
 * moment) queue for a few milliseconds instead of colliding, backing off and reading the stream
 * again. Only an optimisation: the append's expected revision still guards the stream against every
 * other writer (another API process, a CLI), and a conflict still retries (handle-command.ts).
 */
export class StreamLanes {
  /** The last turn queued on each stream with a turn running or waiting; gone when the stream is idle. */
  private readonly tails = new Map<string, Promise<void>>();

  async run<T>(stream: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(stream);
    let finish!: () => void;
    const turn = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const tail = previous ? previous.then(() => turn) : turn;
    this.tails.set(stream, tail);
    try {
      if (previous) await previous;
      return await work();
    } finally {
      finish();
      if (this.tails.get(stream) === tail) this.tails.delete(stream);
    }
  }

  /** Streams with a turn running or waiting (for tests: an idle stream leaves nothing behind). */
  get busy(): number {
    return this.tails.size;
  }
}
