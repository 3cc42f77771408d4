/**
 * What makes a trip (docs/SAFETY-NETWORK.md "Trips"): a name and stops, each a real calendar span
 * (leave on or after arrive), the whole trip at most a year; and a "back by" timer's bounds. A broken
 * rule is a 400 naming the field (`stops[1].leave`).
 */
import {
  BACK_BY_MAX_AHEAD_MS,
  BACK_BY_MIN_AHEAD_MS,
  TRIP_SPAN_MAX_DAYS,
  daysBetween,
  isCalendarDay,
  type TripStop,
} from '@safetrails/contracts';
import { SafetyFieldError } from './safety-errors';

export function checkTripStops(stops: readonly TripStop[]): void {
  for (const [index, stop] of stops.entries()) {
    for (const field of ['arrive', 'leave'] as const) {
      if (!isCalendarDay(stop[field])) {
        throw new SafetyFieldError(
          `stops[${index}].${field}`,
          'isCalendarDay',
          `stops[${index}].${field} must be a real date`,
        );
      }
    }
    if (stop.leave < stop.arrive) {
      throw new SafetyFieldError(
        `stops[${index}].leave`,
        'notBeforeArrive',
        `stops[${index}].leave must be on or after its arrive date`,
      );
    }
  }
  const days = stops.flatMap((stop) => [stop.arrive, stop.leave]).sort();
  if (daysBetween(days[0]!, days[days.length - 1]!) > TRIP_SPAN_MAX_DAYS) {
    throw new SafetyFieldError('stops', 'maxSpan', `A trip spans at most ${TRIP_SPAN_MAX_DAYS} days`);
  }
}

export function checkBackBy(backBy: Date, now: Date): void {
  const ahead = backBy.getTime() - now.getTime();
  if (ahead < BACK_BY_MIN_AHEAD_MS) {
    throw new SafetyFieldError('backBy', 'minAhead', 'backBy must be at least a minute from now');
  }
  if (ahead > BACK_BY_MAX_AHEAD_MS) {
    throw new SafetyFieldError('backBy', 'maxAhead', 'backBy must be within a week from now');
  }
}
