/**
 * The "as of" instant of the audit view: the picker speaks the reader's local time to the
 * millisecond (events a few milliseconds apart must stay apart), the URL and the API speak ISO UTC.
 */

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** A Date as a `datetime-local` input value in the reader's time zone, with milliseconds. */
export function toLocalInputValue(instant: Date): string {
  return (
    `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}` +
    `T${pad(instant.getHours())}:${pad(instant.getMinutes())}:${pad(instant.getSeconds())}` +
    `.${pad(instant.getMilliseconds(), 3)}`
  );
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;

/**
 * A `datetime-local` value read in the reader's time zone; null when it is empty or not a date.
 * Seconds and milliseconds are optional (the browser drops them when zero).
 */
export function fromLocalInputValue(value: string): Date | null {
  const match = LOCAL_INPUT.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hours, minutes, seconds = '0', fraction = '0'] = match;
  const instant = new Date(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hours),
    Number(minutes),
    Number(seconds),
    Number(fraction.padEnd(3, '0')),
  );
  // new Date rolls 31 February over into March: refuse what the input did not mean.
  if (instant.getMonth() !== Number(month) - 1 || instant.getDate() !== Number(day)) return null;
  return instant;
}

/** An ISO instant from the URL, or null when it is missing or not an instant. */
export function parseInstant(value: string | null): Date | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time);
}

/** An instant as auditors compare it with the log: UTC to the millisecond, "2026-11-21 10:30:00.250 UTC". */
export function formatUtc(instant: string | Date): string {
  const iso = (typeof instant === 'string' ? new Date(instant) : instant).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 23)} UTC`;
}
