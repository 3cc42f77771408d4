import { StreamLanes } from './stream-lanes';

/** A piece of work that records when it starts and ends, and ends when told to. */
function gate(log: string[], name: string) {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    open,
    work: async () => {
      log.push(`${name} starts`);
      await opened;
      log.push(`${name} ends`);
      return name;
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('StreamLanes', () => {
  it('runs work on one stream one at a time, in the order it came', async () => {
    const lanes = new StreamLanes();
    const log: string[] = [];
    const [a, b, c] = [gate(log, 'a'), gate(log, 'b'), gate(log, 'c')];
    const results = [lanes.run('s', a.work), lanes.run('s', b.work), lanes.run('s', c.work)];
    await settle();
    expect(log).toEqual(['a starts']);
    c.open();
    b.open();
    await settle();
    expect(log).toEqual(['a starts']);
    a.open();
    await expect(Promise.all(results)).resolves.toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends']);
    expect(lanes.busy).toBe(0);
  });

  it('tells each turn whether it waited, and hands it the note the turn before left', async () => {
    const lanes = new StreamLanes();
    const seen: [boolean, unknown][] = [];
    const log: string[] = [];
    const a = gate(log, 'a');
    const first = lanes.run('s', async (turn) => {
      seen.push([turn.waited, turn.note]);
      turn.leave('after a');
      return a.work();
    });
    const second = lanes.run('s', (turn) => {
      seen.push([turn.waited, turn.note]);
      return Promise.resolve('b');
    });
    const third = lanes.run('s', (turn) => {
      seen.push([turn.waited, turn.note]);
      turn.leave('after c');
      return Promise.resolve('c');
    });
    await settle();
    expect(seen).toEqual([[false, undefined]]);
    a.open();
    await Promise.all([first, second, third]);
    // b left nothing, so c found a's note.
    expect(seen).toEqual([
      [false, undefined],
      [true, 'after a'],
      [true, 'after a'],
    ]);
    // An idle stream again: the next turn waits for no one, and no note is left from before.
    await lanes.run('s', (turn) => {
      seen.push([turn.waited, turn.note]);
      return Promise.resolve('d');
    });
    expect(seen[3]).toEqual([false, undefined]);
  });

  it('lets work on other streams run at the same time', async () => {
    const lanes = new StreamLanes();
    const log: string[] = [];
    const [a, b] = [gate(log, 'a'), gate(log, 'b')];
    const results = [lanes.run('one', a.work), lanes.run('two', b.work)];
    await settle();
    expect(log).toEqual(['a starts', 'b starts']);
    b.open();
    a.open();
    await Promise.all(results);
    expect(lanes.busy).toBe(0);
  });

  it('hands the turn on when work fails, and passes the failure to its caller', async () => {
    const lanes = new StreamLanes();
    const failing = lanes.run('s', () => Promise.reject(new Error('refused')));
    const next = lanes.run('s', () => Promise.resolve('next'));
    await expect(failing).rejects.toThrow('refused');
    await expect(next).resolves.toBe('next');
    expect(lanes.busy).toBe(0);
  });
});
