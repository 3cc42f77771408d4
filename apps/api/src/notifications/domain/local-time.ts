/**
 * Wall-clock time in a time zone, for quiet hours ("22:00 to 07:00 where the place is") and the
 * daily digest ("8:00 in her time zone"), through `Intl` alone: no table of offsets to keep.
 */
import type { QuietHours } from '@safetrails/contracts';

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

interface WallClock {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  /** Minutes since local midnight. */
  readonly minutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

export function wallClock(at: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** The local calendar day (YYYY-MM-DD) in a time zone. */
export function localDay(at: Date, timeZone: string): string {
  const clock = wallClock(at, timeZone);
  return `${clock.year}-${String(clock.month).padStart(2, '0')}-${String(clock.day).padStart(2, '0')}`;
}

function minutesOf(clockTime: string): number {
  const [hours, minutes] = clockTime.split(':').map(Number);
  return hours! * 60 + minutes!;
}

/** Minutes the zone's clock is ahead of UTC at an instant. */
function offsetMinutes(at: number, timeZone: string): number {
  const clock = wallClock(new Date(at), timeZone);
  const shown = Date.UTC(clock.year, clock.month - 1, clock.day) + clock.minutes * MINUTE_MS;
  return Math.round((shown - Math.floor(at / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
}

/**
 * The instant at which the wall clock of `timeZone` shows `minutes` past midnight of the given local
 * day. Across a change of clocks, as Temporal's "compatible" disambiguation does: a time shown twice
 * (clocks go back) is the first of the two; a time never shown (clocks go forward) is moved forward
 * by the gap (02:30 on the night Paris goes from 02:00 to 03:00 is 03:30).
 */
function instantAt(year: number, month: number, day: number, minutes: number, timeZone: string): Date {
  const wanted = Date.UTC(year, month - 1, day) + minutes * MINUTE_MS;
  const before = offsetMinutes(wanted - DAY_MINUTES * MINUTE_MS, timeZone);
  const after = offsetMinutes(wanted + DAY_MINUTES * MINUTE_MS, timeZone);
  const shows = (at: number) => offsetMinutes(at, timeZone) === Math.round((wanted - at) / MINUTE_MS);
  const candidates = [...new Set([before, after])]
    .map((offset) => wanted - offset * MINUTE_MS)
    .filter(shows)
    .sort((a, b) => a - b);
  return new Date(candidates[0] ?? wanted - before * MINUTE_MS);
}

/**
 * When quiet hours end, if `at` falls inside them in `timeZone`; null outside them. Quiet hours may
 * run past midnight (22:00 to 07:00); equal start and end mean none.
 */
export function quietUntil(at: Date, quiet: QuietHours, timeZone: string): Date | null {
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return null;
  const clock = wallClock(at, timeZone);
  const inside =
    start < end ? clock.minutes >= start && clock.minutes < end : clock.minutes >= start || clock.minutes < end;
  if (!inside) return null;
  // The end is later today, or (past midnight's start) tomorrow.
  const daysAhead = start > end && clock.minutes >= start ? 1 : 0;
  const today = Date.UTC(clock.year, clock.month - 1, clock.day);
  const endDay = new Date(today + daysAhead * DAY_MINUTES * MINUTE_MS);
  return instantAt(endDay.getUTCFullYear(), endDay.getUTCMonth() + 1, endDay.getUTCDate(), end, timeZone);
}

/** The instant of `hour`:00 on the local day `day` (YYYY-MM-DD) of `timeZone`. */
export function localHourOn(day: string, hour: number, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return instantAt(year!, month!, date!, hour * 60, timeZone);
}

/** The instant of the wall-clock time `clockTime` ("20:00") on the local day `day` (YYYY-MM-DD) of `timeZone`. */
export function localTimeOn(day: string, clockTime: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return instantAt(year!, month!, date!, minutesOf(clockTime), timeZone);
}
