/**
 * "3 hours ago" on posts and comments: spec part 2 section 9 counts seconds under a minute, then
 * minutes, hours, days, weeks, months and years. The cut-offs are ours (the spec does not give them):
 * each unit until the next one reaches 1, with months of 30 days and years of 365; under a second is
 * "just now".
 */
const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;
const MONTH_MS = 30 * DAY_MS;
const YEAR_MS = 365 * DAY_MS;

type Unit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

const UNITS: readonly (readonly [unit: Unit, size: number, below: number])[] = [
  ['second', SECOND_MS, MINUTE_MS],
  ['minute', MINUTE_MS, HOUR_MS],
  ['hour', HOUR_MS, DAY_MS],
  ['day', DAY_MS, WEEK_MS],
  ['week', WEEK_MS, MONTH_MS],
  ['month', MONTH_MS, YEAR_MS],
];

export function relativeTime(then: Date | string, now: Date = new Date()): string {
  const { amount, unit } = forumAge(then, now);
  return amount === 0 ? 'just now' : ago(amount, unit);
}

/** The same steps as an amount and a unit, for `Intl.RelativeTimeFormat` in other languages (0: now). */
export function forumAge(then: Date | string, now: Date = new Date()): { amount: number; unit: Unit } {
  // A server clock slightly ahead of ours would give a negative age.
  const elapsed = Math.max(0, now.getTime() - new Date(then).getTime());
  if (elapsed < SECOND_MS) return { amount: 0, unit: 'second' };
  for (const [unit, size, below] of UNITS) {
    if (elapsed < below) return { amount: Math.floor(elapsed / size), unit };
  }
  return { amount: Math.floor(elapsed / YEAR_MS), unit: 'year' };
}

function ago(amount: number, unit: string): string {
  return `${amount} ${unit}${amount === 1 ? '' : 's'} ago`;
}
