/**
 * "Sarah joined 5 minutes ago": the sign-up time-ago wording of spec part 1 section 9
 * (just now under 1 minute, then minutes under 60, hours under 24, else days).
 */
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export function timeAgo(then: Date | string, now: Date = new Date()): string {
  const { amount, unit } = age(then, now);
  return unit === 'second' ? 'just now' : plural(amount, unit);
}

/** The same steps as an amount and a unit, for `Intl.RelativeTimeFormat` in other languages (0 seconds: now). */
export function age(
  then: Date | string,
  now: Date = new Date(),
): { amount: number; unit: 'second' | 'minute' | 'hour' | 'day' } {
  // A clock slightly ahead of ours would give a negative age; treat it as just now.
  const elapsed = Math.max(0, now.getTime() - new Date(then).getTime());
  if (elapsed < MINUTE_MS) return { amount: 0, unit: 'second' };
  if (elapsed < HOUR_MS) return { amount: Math.floor(elapsed / MINUTE_MS), unit: 'minute' };
  if (elapsed < DAY_MS) return { amount: Math.floor(elapsed / HOUR_MS), unit: 'hour' };
  return { amount: Math.floor(elapsed / DAY_MS), unit: 'day' };
}

function plural(amount: number, unit: string): string {
  return `${amount} ${unit}${amount === 1 ? '' : 's'} ago`;
}
