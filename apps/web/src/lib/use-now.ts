/**
 * The current time, refreshed on an interval, so relative times ("2 minutes ago") and the countdown
 * move on while the page stays open. Pass `null` to stop ticking.
 */
import { useEffect, useState } from 'react';

export function useNow(intervalMs: number | null): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (intervalMs === null) return;
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
