import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  const idleCallbacks: (() => void)[] = [];

  beforeEach(() => {
    idleCallbacks.length = 0;
    Object.assign(globalThis, {
      window: { requestIdleCallback: (callback: () => void) => idleCallbacks.push(callback) },
    });
  });

  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  it('runs the work when the browser is idle, once', () => {
    const work = jest.fn();
    const idle = whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    idleCallbacks.forEach((callback) => callback());
    idle.now();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs it at once when asked first, and not again when the browser is idle', () => {
    const work = jest.fn();
    whenIdle(work).now();
    expect(work).toHaveBeenCalledTimes(1);
    idleCallbacks.forEach((callback) => callback());
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('never runs cancelled work', () => {
    const work = jest.fn();
    const idle = whenIdle(work);
    idle.cancel();
    idleCallbacks.forEach((callback) => callback());
    idle.now();
    expect(work).not.toHaveBeenCalled();
  });

  it('falls back to a timer without requestIdleCallback (Safari)', () => {
    jest.useFakeTimers();
    Object.assign(globalThis, { window: { setTimeout } });
    const work = jest.fn();
    whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });
});
