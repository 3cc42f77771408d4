/**
 * One getList of a console resource: the ra-data-simple-rest query (../list-query.ts) turned into
 * one SQL statement over a read model, with each resource declaring which filters it accepts, of
 * what type, and the SQL each becomes. An unknown filter key or a value of the wrong type is a 400
 * naming it, so a typo in the console shows up at once instead of as an unfiltered list.
 */
import { NotFoundException } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { Pool, QueryResultRow } from 'pg';
import { fieldError } from '../../platform/http/field-error';
import { parseListQuery, setContentRange } from '../../platform/http/list-query';

/** How a filter value is read: text, true/false, whole numbers, one of a list, a time, or ids. */
export type FilterKind =
  | { readonly type: 'text' }
  | { readonly type: 'boolean' }
  | { readonly type: 'integer' }
  | { readonly type: 'enum'; readonly values: readonly string[] }
  | { readonly type: 'time' }
  | { readonly type: 'uuid' };

export interface FilterSpec {
  readonly kind: FilterKind;
  /**
   * The condition, given the placeholder of the value (`$3`). Enum, integer and uuid filters may
   * be given a list (a multi-select, or getMany's `id`): the value is then an array, so write the
   * condition with `= ANY(...)`.
   */
  readonly sql: (placeholder: string) => string;
}

export interface ResourceDefinition {
  /** The resource name of the Content-Range header. */
  readonly resource: string;
  /** `FROM ... JOIN ...` with every alias the select, filters and sorts use. */
  readonly from: string;
  /** The record's columns, aliased to its field names. */
  readonly select: string;
  /** A condition every row meets (for example `r.kind = 'feedback'`), or null. */
  readonly scope: string | null;
  readonly sortable: Readonly<Record<string, string>>;
  readonly defaultSort: readonly [string, 'ASC' | 'DESC'];
  /** Appended to every ORDER BY so pages are stable. */
  readonly tiebreak: string;
  readonly filters: Readonly<Record<string, FilterSpec>>;
  /** SQL type of the id column for getOne, e.g. `uuid` or `integer`. */
  readonly idColumn: string;
  readonly idType: 'uuid' | 'integer';
  readonly notFound: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function refuse(field: string, rule: string, message: string): never {
  throw fieldError(field, rule, message);
}

function scalar(key: string, kind: FilterKind, value: unknown): unknown {
  const field = `filter.${key}`;
  switch (kind.type) {
    case 'text':
      if (typeof value !== 'string') refuse(field, 'isString', `${field} must be text`);
      return value.trim();
    case 'boolean':
      if (typeof value !== 'boolean') refuse(field, 'isBoolean', `${field} must be true or false`);
      return value;
    case 'integer': {
      const number = typeof value === 'string' && /^-?\d{1,15}$/.test(value) ? Number(value) : value;
      if (typeof number !== 'number' || !Number.isSafeInteger(number))
        refuse(field, 'isInt', `${field} must be a whole number`);
      return number;
    }
    case 'enum':
      if (typeof value !== 'string' || !kind.values.includes(value))
        refuse(field, 'isIn', `${field} must be one of ${kind.values.join(', ')}`);
      return value;
    case 'time':
      if (typeof value !== 'string' || Number.isNaN(Date.parse(value)))
        refuse(field, 'isISO8601', `${field} must be an ISO 8601 time`);
      return new Date(value).toISOString();
    case 'uuid':
      // An id that cannot exist matches nothing rather than failing the whole getMany.
      if (typeof value !== 'string') refuse(field, 'isString', `${field} must be ids`);
      return UUID.test(value) ? value.toLowerCase() : '00000000-0000-0000-0000-000000000000';
  }
}

/** The SQL conditions and parameters of a filter object. Empty text and null values are no filter. */
export function conditionsOf(
  filter: Readonly<Record<string, unknown>>,
  filters: Readonly<Record<string, FilterSpec>>,
  params: unknown[],
): string[] {
  const conditions: string[] = [];
  for (const [key, raw] of Object.entries(filter)) {
    const spec = filters[key];
    if (!spec)
      refuse(`filter.${key}`, 'isIn', `filter.${key} is not a filter here; use ${Object.keys(filters).join(', ')}`);
    if (raw === undefined || raw === null || raw === '') continue;
    let value: unknown;
    if (Array.isArray(raw)) {
      if (spec.kind.type === 'text' || spec.kind.type === 'boolean' || spec.kind.type === 'time') {
        refuse(`filter.${key}`, 'isSingle', `filter.${key} takes one value`);
      }
      value = raw.map((item) => scalar(key, spec.kind, item));
    } else {
      value = scalar(key, spec.kind, raw);
      if (spec.kind.type === 'enum' || spec.kind.type === 'integer' || spec.kind.type === 'uuid') value = [value];
    }
    if (spec.kind.type === 'text' && value === '') continue;
    params.push(value);
    conditions.push(`(${spec.sql(`$${params.length}`)})`);
  }
  return conditions;
}

function where(conditions: readonly string[]): string {
  return conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
}

/** Answers a getList (or getMany) and sets Content-Range. */
export async function listResource<Rec>(
  pool: Pool,
  definition: ResourceDefinition,
  query: Record<string, unknown>,
  reply: FastifyReply,
): Promise<Rec[]> {
  const list = parseListQuery(query, definition.sortable, definition.defaultSort);
  const params: unknown[] = [];
  const conditions = [
    ...(definition.scope ? [definition.scope] : []),
    ...conditionsOf(list.filter, definition.filters, params),
  ];
  const result = await pool.query<Rec & { total__: string }>(
    `SELECT ${definition.select}, count(*) OVER () AS total__
     FROM ${definition.from}
     ${where(conditions)}
     ORDER BY ${list.sortColumn} ${list.order} NULLS LAST, ${definition.tiebreak}
     LIMIT ${list.limit} OFFSET ${list.offset}`,
    params,
  );
  let total = result.rows[0] ? Number(result.rows[0].total__) : 0;
  if (!result.rows[0] && list.offset > 0) {
    const counted = await pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM ${definition.from} ${where(conditions)}`,
      params,
    );
    total = Number(counted.rows[0]?.n ?? 0);
  }
  setContentRange(reply, definition.resource, list, result.rows.length, total);
  return result.rows.map(({ total__: _total, ...record }) => record as Rec);
}

/** Answers a getOne: 404 when there is no such record (or the id cannot be one). */
export async function oneResource<Rec>(pool: Pool, definition: ResourceDefinition, id: string): Promise<Rec> {
  const valid = definition.idType === 'uuid' ? UUID.test(id) : /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2 ** 31 - 1;
  const conditions = [...(definition.scope ? [definition.scope] : []), `${definition.idColumn} = $1`];
  const result = valid
    ? await pool.query<Rec & QueryResultRow>(
        `SELECT ${definition.select} FROM ${definition.from} ${where(conditions)}`,
        [id],
      )
    : { rows: [] };
  const record = result.rows[0] as Rec | undefined;
  if (!record) throw new NotFoundException({ statusCode: 404, error: 'Not Found', message: definition.notFound });
  return record;
}

/** An ISO 8601 UTC text of a timestamptz column, as every record shows times. */
export function iso(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** The reason a change needs: trimmed and present, or a 400. */
export function requireReason(reason: string | null | undefined, minLength = 3): string {
  const trimmed = reason?.trim() ?? '';
  if (trimmed === '')
    throw fieldError('reason', 'isNotEmpty', 'reason is required: say why, it is kept with the change');
  if (trimmed.length < minLength)
    throw fieldError('reason', 'minLength', `reason must be at least ${minLength} characters`);
  return trimmed;
}
