/**
 * What moderation's routes read from requests beyond the DTOs: list filters of the
 * ra-data-simple-rest dialect (one value or a list, ids, numbers, times), a reason where a PUT made
 * it necessary, and the end of a ban given as a duration or a time. Bad input is a 400 naming the
 * field, like everywhere else.
 */
import { BadRequestException } from '@nestjs/common';
import { MODERATION_REASON_MAX_LENGTH, MODERATION_REASON_MIN_LENGTH } from '@safetrails/contracts';
import type { FastifyRequest } from 'fastify';
import { principalOf } from '../../identity/http/user-context';
import type { ModeratorActor } from '../commands/queue-item';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function badRequest(field: string, rule: string, message: string): BadRequestException {
  return new BadRequestException({
    statusCode: 400,
    error: 'Bad Request',
    message,
    errors: [{ field, rule, message }],
  });
}

type Filter = Readonly<Record<string, unknown>>;
const absent = (value: unknown) => value === undefined || value === null || value === '';

/** `filter.key` as one allowed value or a list of them. */
export function listFilter<T extends string>(filter: Filter, key: string, allowed: readonly T[]): T[] | null {
  const value = filter[key];
  if (absent(value)) return null;
  const values = Array.isArray(value) ? value : [value];
  if (!values.every((one): one is T => typeof one === 'string' && (allowed as readonly string[]).includes(one))) {
    throw badRequest(`filter.${key}`, 'isIn', `filter.${key} must be one or more of ${allowed.join(', ')}`);
  }
  return values.length > 0 ? values : null;
}

export function uuidFilter(filter: Filter, key: string): string | null {
  const value = filter[key];
  if (absent(value)) return null;
  if (typeof value !== 'string' || !UUID.test(value))
    throw badRequest(`filter.${key}`, 'isUuid', `filter.${key} must be an id`);
  return value;
}

export function uuidList(ids: readonly string[] | undefined): string[] | null {
  return ids ? ids.filter((id) => UUID.test(id)) : null;
}

export function numberFilter(filter: Filter, key: string): number | null {
  const value = filter[key];
  if (absent(value)) return null;
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number) || number < 0) {
    throw badRequest(`filter.${key}`, 'isNumber', `filter.${key} must be a number of hours, 0 or more`);
  }
  return number;
}

export function timeFilter(filter: Filter, key: string): string | null {
  const value = filter[key];
  if (absent(value)) return null;
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) {
    throw badRequest(`filter.${key}`, 'isISO8601', `filter.${key} must be a date or an ISO 8601 time`);
  }
  return new Date(value).toISOString();
}

/** A PUT that changes something needs the reason its DTO left optional. */
export function requiredReason(reason: string | null | undefined): string {
  if (!reason) throw badRequest('reason', 'isNotEmpty', 'reason is required: say why, it is kept with the action');
  if (reason.length < MODERATION_REASON_MIN_LENGTH) {
    throw badRequest('reason', 'minLength', `reason must be at least ${MODERATION_REASON_MIN_LENGTH} characters`);
  }
  if (reason.length > MODERATION_REASON_MAX_LENGTH) {
    throw badRequest('reason', 'maxLength', `reason must be at most ${MODERATION_REASON_MAX_LENGTH} characters`);
  }
  return reason;
}

/** A ban's end from `durationHours` or `until` (exactly one). */
export function banEnd(durationHours: number | undefined, until: string | null | undefined, now: Date): Date {
  if ((durationHours === undefined) === !until) {
    throw badRequest('durationHours', 'oneOf', 'a ban needs durationHours or until (one of them)');
  }
  return until ? new Date(until) : new Date(now.getTime() + durationHours! * 3_600_000);
}

export function moderatorOf(request: FastifyRequest): ModeratorActor {
  const principal = principalOf(request);
  return { userId: principal.userId, isAdmin: principal.roles.includes('admin') };
}
