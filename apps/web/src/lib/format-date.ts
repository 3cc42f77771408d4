/**
 * Dates as the app writes them, the same in every locale: "25 Nov 2026", "25 November 2026",
 * "November 2026", "25 Nov 2026, 14:05". Written out by hand rather than with `toLocaleString`:
 * a page's first `Intl.DateTimeFormat` loads ICU's calendar data, about 100 ms of a mid-range phone's
 * main thread before anything shows, for month names we can spell ourselves.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export interface DateFormat {
  /** `short`: "Nov"; `long`: "November". */
  readonly month?: 'short' | 'long';
  /** Read the date in UTC rather than in this device's time zone. */
  readonly utc?: boolean;
}

interface Parts {
  readonly day: number;
  readonly month: number;
  readonly year: number;
  readonly hours: number;
  readonly minutes: number;
}

function parts(value: string | Date, utc: boolean): Parts {
  const date = new Date(value);
  return utc
    ? {
        day: date.getUTCDate(),
        month: date.getUTCMonth(),
        year: date.getUTCFullYear(),
        hours: date.getUTCHours(),
        minutes: date.getUTCMinutes(),
      }
    : {
        day: date.getDate(),
        month: date.getMonth(),
        year: date.getFullYear(),
        hours: date.getHours(),
        minutes: date.getMinutes(),
      };
}

const monthName = (month: number, style: 'short' | 'long') =>
  style === 'long' ? MONTHS[month] : MONTHS[month].slice(0, month === 8 ? 4 : 3);
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** "25 Nov 2026" (en-GB, day numeric, month short, year numeric); "25 November 2026" with `month: 'long'`. */
export function formatDay(value: string | Date, { month = 'short', utc = false }: DateFormat = {}): string {
  const { day, month: index, year } = parts(value, utc);
  if (Number.isNaN(year)) return 'Invalid Date';
  return `${day} ${monthName(index, month)} ${year}`;
}

/** "November 2026". */
export function formatMonth(value: string | Date, { utc = false }: DateFormat = {}): string {
  const { month, year } = parts(value, utc);
  if (Number.isNaN(year)) return 'Invalid Date';
  return `${MONTHS[month]} ${year}`;
}

/** "25 Nov 2026, 14:05": a local date and time, for tooltips and timestamps. */
export function formatDateTime(value: string | Date, { month = 'short', utc = false }: DateFormat = {}): string {
  const { hours, minutes } = parts(value, utc);
  const day = formatDay(value, { month, utc });
  return day === 'Invalid Date' ? day : `${day}, ${twoDigits(hours)}:${twoDigits(minutes)}`;
}
