/**
 * The current time, refreshed on an interval, so relative times ("2 minutes ago") and the countdown
 * move on while the page stays open. Pass `null` to stop ticking.
 *
 * Every component asking for the same interval shares one browser timer: a city page draws a dozen
 * relative times, and a timer each cost a native call each as the page opened (and woke the page a
 * dozen times a minute instead of once). On a tick each is told in the same task, so React redraws
 * them in one render.
 */
import { useEffect, useState } from 'react';

type Listener = (now: Date) => void;
const tickers = new Map<
  number,
  { readonly listeners: Set<Listener>; readonly timer: ReturnType<typeof setInterval> }
>();

export function onTick(intervalMs: number, listener: Listener): () => void {
  let ticker = tickers.get(intervalMs);
  if (!ticker) {
    const listeners = new Set<Listener>();
    const timer = setInterval(() => {
      const now = new Date();
      for (const told of listeners) told(now);
    }, intervalMs);
    ticker = { listeners, timer };
    tickers.set(intervalMs, ticker);
  }
  ticker.listeners.add(listener);
  const { listeners, timer } = ticker;
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    clearInterval(timer);
    tickers.delete(intervalMs);
  };
}

export function useNow(intervalMs: number | null): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => (intervalMs === null ? undefined : onTick(intervalMs, setNow)), [intervalMs]);
  return now;
}
