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
