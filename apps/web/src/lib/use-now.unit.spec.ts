import { onTick } from './use-now';

describe('one timer per interval for every clock on the page', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('tells every listener of an interval from one browser timer, and stops it when the last leaves', () => {
    const setInterval = jest.spyOn(globalThis, 'setInterval');
    const clearInterval = jest.spyOn(globalThis, 'clearInterval');
    const first = jest.fn();
    const second = jest.fn();
    const other = jest.fn();
    const leaveFirst = onTick(60_000, first);
    const leaveSecond = onTick(60_000, second);
    const leaveOther = onTick(1_000, other);
    expect(setInterval).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(60_000);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    expect(other).toHaveBeenCalledTimes(60);
    // Both told the same moment, in the same task.
    expect(first.mock.calls[0]).toEqual(second.mock.calls[0]);
    leaveFirst();
    expect(clearInterval).not.toHaveBeenCalled();
    jest.advanceTimersByTime(60_000);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
    leaveSecond();
    leaveOther();
    expect(clearInterval).toHaveBeenCalledTimes(2);
    expect(jest.getTimerCount()).toBe(0);
    // A clock asked for again starts a timer again.
    onTick(60_000, first)();
    expect(setInterval).toHaveBeenCalledTimes(3);
  });
});
