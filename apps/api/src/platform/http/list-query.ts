/**
 * The ra-data-simple-rest list dialect: `sort=["field","ASC"]`, `range=[0,24]`, `filter={...}` as
 * JSON query parameters, answered with a `Content-Range: <resource> <start>-<end>/<total>` header.
 * Bad JSON or an unknown sort field is a 400 naming the parameter.
 */
import { BadRequestException } from '@nestjs/common';
import type { FastifyReply } from 'fastify';

export interface ListQuery {
  readonly sortColumn: string;
  readonly order: 'ASC' | 'DESC';
  readonly offset: number;
  readonly limit: number;
  readonly filter: Readonly<Record<string, unknown>>;
}

const MAX_PAGE = 500;

function refuse(field: string, rule: string, message: string): never {
  throw new BadRequestException({ statusCode: 400, error: 'Bad Request', message, errors: [{ field, rule, message }] });
}

function json(field: string, raw: unknown): unknown {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string') refuse(field, 'isJson', `${field} must be given once, as JSON`);
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return refuse(field, 'isJson', `${field} must be JSON`);
  }
}

/** `sortable` maps the fields clients may sort by to SQL columns. */
export function parseListQuery(
  query: Record<string, unknown>,
  sortable: Readonly<Record<string, string>>,
  defaultSort: readonly [string, 'ASC' | 'DESC'],
): ListQuery {
  const sort = json('sort', query.sort) ?? defaultSort;
  if (!Array.isArray(sort) || typeof sort[0] !== 'string' || (sort[1] !== 'ASC' && sort[1] !== 'DESC')) {
    refuse('sort', 'isSort', 'sort must be ["field","ASC" or "DESC"]');
  }
  const sortColumn = sortable[sort[0]];
  if (!sortColumn) refuse('sort', 'isIn', `sort field must be one of ${Object.keys(sortable).join(', ')}`);
  const range = json('range', query.range) ?? [0, 24];
  if (
    !Array.isArray(range) ||
    !Number.isInteger(range[0]) ||
    !Number.isInteger(range[1]) ||
    (range[0] as number) < 0 ||
    (range[1] as number) < (range[0] as number)
  ) {
    refuse('range', 'isRange', 'range must be [start, end] with 0 <= start <= end');
  }
  const [start, end] = range as [number, number];
  if (end - start + 1 > MAX_PAGE) refuse('range', 'max', `range may cover at most ${MAX_PAGE} rows`);
  const filter = json('filter', query.filter) ?? {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter))
    refuse('filter', 'isObject', 'filter must be a JSON object');
  return {
    sortColumn,
    order: sort[1] as 'ASC' | 'DESC',
    offset: start,
    limit: end - start + 1,
    filter: filter as Record<string, unknown>,
  };
}

export function setContentRange(
  reply: FastifyReply,
  resource: string,
  query: ListQuery,
  count: number,
  total: number,
): void {
  const end = count === 0 ? query.offset : query.offset + count - 1;
  void reply.header('content-range', `${resource} ${query.offset}-${end}/${total}`);
  void reply.header('access-control-expose-headers', 'Content-Range');
}

/** A filter value that must be a string (search text), or undefined. */
export function textFilter(filter: Readonly<Record<string, unknown>>, key: string): string | undefined {
  const value = filter[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') refuse(`filter.${key}`, 'isString', `filter.${key} must be text`);
  return value;
}

export function booleanFilter(filter: Readonly<Record<string, unknown>>, key: string): boolean | undefined {
  const value = filter[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'boolean') refuse(`filter.${key}`, 'isBoolean', `filter.${key} must be true or false`);
  return value;
}

/** `filter={"id":[...]}` (getMany) or `filter={"id":"x"}`. */
export function idsFilter(filter: Readonly<Record<string, unknown>>): string[] | undefined {
  const value = filter.id;
  if (value === undefined) return undefined;
  const ids = Array.isArray(value) ? value : [value];
  if (!ids.every((id) => typeof id === 'string')) refuse('filter.id', 'isString', 'filter.id must be ids');
  return ids;
}
