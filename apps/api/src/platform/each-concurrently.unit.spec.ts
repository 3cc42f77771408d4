import { eachConcurrently } from './each-concurrently';

describe('eachConcurrently', () => {
  it('runs every item once, never more than the limit at a time', async () => {
    let running = 0;
    let most = 0;
    const seen: number[] = [];
    await eachConcurrently([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen.push(item);
      running--;
    });
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
  });

  it('finishes at once with nothing to do', async () => {
    const task = jest.fn(() => Promise.resolve());
    await eachConcurrently([], 4, task);
    expect(task).not.toHaveBeenCalled();
  });
});
