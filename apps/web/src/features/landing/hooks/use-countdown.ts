/**
 * Time left until an instant, ticking every second, and stopping for good once it has passed.
 */
import { useEffect, useState } from 'react';

export interface Countdown {
  readonly launched: boolean;
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
}

const TICK_MS = 1000;

export function useCountdown(targetIso: string): Countdown {
  const target = Date.parse(targetIso);
  const [remainingMs, setRemainingMs] = useState(() => msUntil(target));
  const launched = remainingMs === 0;

  useEffect(() => {
    if (launched) return;
    const timer = setInterval(() => setRemainingMs(msUntil(target)), TICK_MS);
    return () => clearInterval(timer);
  }, [target, launched]);

  const totalSeconds = Math.floor(remainingMs / 1000);
  return {
    launched,
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor(totalSeconds / 3_600) % 24,
    minutes: Math.floor(totalSeconds / 60) % 60,
    seconds: totalSeconds % 60,
  };
}

function msUntil(target: number): number {
  return Math.max(0, target - Date.now());
}
