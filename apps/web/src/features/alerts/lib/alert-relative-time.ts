/**
 * When an alert was raised, as its card says it (spec part 1 sections 2 and 9): 'Just now' under a
 * minute, then '{n}m ago', '{n}h ago', '{n}d ago' under 7 days, otherwise the date.
 */
import { formatDay } from '@/lib/format-date';
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;

export function alertRelativeTime(then: string | Date, now: Date): string {
  const at = new Date(then);
  // A server clock slightly ahead of ours would give a negative age.
  const elapsed = Math.max(0, now.getTime() - at.getTime());
  if (elapsed < MINUTE_MS) return 'Just now';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}m ago`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  if (elapsed < WEEK_MS) return `${Math.floor(elapsed / DAY_MS)}d ago`;
  return alertDate(at);
}

/** "3 Mar 2026", the same in every locale. */
export function alertDate(at: string | Date): string {
  return formatDay(at);
}

/** The full local date and time, for the tooltip of a relative time. */
export function alertDateTime(at: string | Date): string {
  return new Date(at).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}
