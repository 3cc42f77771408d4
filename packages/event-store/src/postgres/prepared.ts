/**
 * Prepared statements for the statements run on every request or every folded event.
 *
 * A statement sent without a name is parsed and planned by PostgreSQL each time it runs; one sent
 * with a name is parsed and planned once per connection, then only bound and executed. For the
 * session lookup that is 200 against 70 µs of the server's CPU per call, and less of the client's
 * (measured on this project's machine, docs/BENCHMARKS.md (h)). The name is derived from the text,
 * so one name never stands for two texts (which `pg` refuses), and a statement built from parts
 * (a filter) gets one name per shape. Only for statements of a fixed set of shapes: each name stays
 * prepared on every connection of the pool.
 */
import { createHash } from 'node:crypto';
import type { QueryConfig } from 'pg';

const names = new Map<string, string>();

/** `text` and `values` as a query of a prepared statement, named after the text. */
export function prepared(text: string, values?: readonly unknown[]): QueryConfig {
  let name = names.get(text);
  if (name === undefined) {
    name = `st_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    names.set(text, name);
  }
  return values === undefined ? { name, text } : { name, text, values: values as unknown[] };
}
