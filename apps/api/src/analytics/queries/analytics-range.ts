/** The days a summary covers: inclusive UTC days, the last 30 by default, at most a year. */
import { BadRequestException } from '@nestjs/common';
import { ANALYTICS_SUMMARY_MAX_DAYS, addDays, daysBetween, isCalendarDay, utcDay } from '@safetrails/contracts';

export const DEFAULT_RANGE_DAYS = 30;

export interface DayRange {
  readonly from: string;
  readonly to: string;
}

function refuse(field: string, rule: string, message: string): never {
  throw new BadRequestException({ statusCode: 400, error: 'Bad Request', message, errors: [{ field, rule, message }] });
}

export function analyticsRange(query: { from?: string; to?: string }, today: string = utcDay()): DayRange {
  for (const field of ['from', 'to'] as const) {
    const value = query[field];
    if (value !== undefined && !isCalendarDay(value)) refuse(field, 'isCalendarDay', `${field} is not a calendar day`);
  }
  const to = query.to ?? (query.from ? addDays(query.from, DEFAULT_RANGE_DAYS - 1) : today);
  const from = query.from ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1));
  if (daysBetween(from, to) < 0) refuse('from', 'notAfterTo', 'from must be on or before to');
  if (daysBetween(from, to) >= ANALYTICS_SUMMARY_MAX_DAYS)
    refuse('to', 'maxRange', `a summary covers at most ${ANALYTICS_SUMMARY_MAX_DAYS} days`);
  return { from, to };
}
