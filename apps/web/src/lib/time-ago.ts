/**
 * "Sarah joined 5 minutes ago": the sign-up time-ago wording of spec part 1 section 9
 * (just now under 1 minute, then minutes under 60, hours under 24, else days).
 */
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export function timeAgo(then: Date | string, now: Date = new Date()): string {
  // A clock slightly ahead of ours would give a negative age; treat it as just now.
  const elapsed = Math.max(0, now.getTime() - new Date(then).getTime());
  if (elapsed < MINUTE_MS) return 'just now';
  if (elapsed < HOUR_MS) return plural(Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return plural(Math.floor(elapsed / HOUR_MS), 'hour');
  return plural(Math.floor(elapsed / DAY_MS), 'day');
}

function plural(amount: number, unit: string): string {
  return `${amount} ${unit}${amount === 1 ? '' : 's'} ago`;
}
