/**
 * When a check-in is due (docs/SAFETY-NETWORK.md "Check-ins"): the first deadline of a plan, whether
 * a check-in meets the deadline that is open, and the deadline after it or after a miss. Plain
 * functions of the schedule, the instants and the time zone of where she is expected; the server's
 * clock is passed in.
 *
 * - "back by HH:MM" (a timer): one deadline; a check-in before its grace ends meets it and ends the plan.
 * - "every N hours": each check-in starts the next N hours; after a miss the plan keeps its rhythm
 *   (the first deadline N, 2N, ... hours after the missed one that is still ahead).
 * - "daily at HH:MM" in the local time of where she is that day: a check-in in the 12 hours before
 *   the deadline meets it. Across a change of clocks, a time shown twice is the first of the two and
 *   a time never shown moves forward by the gap (local-time.ts).
 */
import { DAILY_CHECK_IN_WINDOW_MS, addDays, type CheckInDeadline, type CheckInSchedule } from '@safetrails/contracts';
import { localDay, localTimeOn } from '../../notifications/domain/local-time';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

/** The deadline at `dueAt`, with its grace and its reminder (none when the reminder's moment has passed). */
export function deadlineAt(dueAt: Date, graceMinutes: number, reminderMinutes: number, now: Date): CheckInDeadline {
  const remind = new Date(dueAt.getTime() - reminderMinutes * MINUTE_MS);
  return {
    dueAt: dueAt.toISOString(),
    escalateAt: new Date(dueAt.getTime() + graceMinutes * MINUTE_MS).toISOString(),
    remindAt: reminderMinutes > 0 && remind.getTime() > now.getTime() ? remind.toISOString() : null,
  };
}

/** The first local `clockTime` in `timeZone` strictly after `after`. */
export function nextLocalTime(clockTime: string, after: Date, timeZone: string): Date {
  let day = localDay(after, timeZone);
  for (let tries = 0; tries < 3; tries++) {
    const candidate = localTimeOn(day, clockTime, timeZone);
    if (candidate.getTime() > after.getTime()) return candidate;
    day = addDays(day, 1);
  }
  // Unreachable: three local days always hold a later HH:MM.
  throw new Error(`No ${clockTime} after ${after.toISOString()} in ${timeZone}`);
}

/** The plan's first deadline, counted from when she plans it. */
export function firstDueAt(schedule: CheckInSchedule, now: Date, timeZone: string): Date {
  switch (schedule.kind) {
    case 'back-by':
      return new Date(schedule.at);
    case 'every':
      return new Date(now.getTime() + schedule.hours * HOUR_MS);
    case 'daily':
      return nextLocalTime(schedule.at, now, timeZone);
    default: {
      const unhandled: never = schedule;
      throw new Error(`Unhandled schedule ${JSON.stringify(unhandled)}`);
    }
  }
}

/**
 * Whether a check-in at `at` meets the open deadline: before its grace ends, and (daily) in the 12
 * hours before it, (every N hours) in the N hours before it.
 */
export function meets(schedule: CheckInSchedule, deadline: CheckInDeadline, at: Date): boolean {
  if (at.getTime() > Date.parse(deadline.escalateAt)) return false;
  const dueAt = Date.parse(deadline.dueAt);
  switch (schedule.kind) {
    case 'back-by':
      return true;
    case 'every':
      return at.getTime() >= dueAt - schedule.hours * HOUR_MS;
    case 'daily':
      return at.getTime() >= dueAt - DAILY_CHECK_IN_WINDOW_MS;
    default: {
      const unhandled: never = schedule;
      throw new Error(`Unhandled schedule ${JSON.stringify(unhandled)}`);
    }
  }
}

/** The deadline after a check-in at `at` met the one due at `dueAt`; null: the plan is done (a timer). */
export function dueAfterCheckIn(schedule: CheckInSchedule, dueAt: Date, at: Date, timeZone: string): Date | null {
  switch (schedule.kind) {
    case 'back-by':
      return null;
    case 'every':
      return new Date(at.getTime() + schedule.hours * HOUR_MS);
    case 'daily':
      return nextLocalTime(schedule.at, dueAt, timeZone);
    default: {
      const unhandled: never = schedule;
      throw new Error(`Unhandled schedule ${JSON.stringify(unhandled)}`);
    }
  }
}

/**
 * The deadline after the one due at `dueAt` was missed, the first still ahead of `now` (a notifier
 * that was down for several deadlines escalates once, for the one it finds, and goes on from now).
 */
export function dueAfterMiss(schedule: CheckInSchedule, dueAt: Date, now: Date, timeZone: string): Date | null {
  switch (schedule.kind) {
    case 'back-by':
      return null;
    case 'every': {
      const period = schedule.hours * HOUR_MS;
      const periods = Math.max(1, Math.floor((now.getTime() - dueAt.getTime()) / period) + 1);
      return new Date(dueAt.getTime() + periods * period);
    }
    case 'daily':
      return nextLocalTime(schedule.at, new Date(Math.max(dueAt.getTime(), now.getTime())), timeZone);
    default: {
      const unhandled: never = schedule;
      throw new Error(`Unhandled schedule ${JSON.stringify(unhandled)}`);
    }
  }
}

/**
 * A deadline counted in the time zone of where she will be then: guessed in today's zone, then
 * counted again in the zone of the day it falls on (her trip may have moved her on by then).
 */
export function inZoneOfThen(
  compute: (zone: string) => Date | null,
  zoneAt: (at: Date) => string,
  from: Date,
): Date | null {
  const guess = compute(zoneAt(from));
  return guess && compute(zoneAt(guess));
}
