/**
 * What makes two retrievals "the same advice": the record without the time we fetched it, as JSON
 * with sorted keys, hashed. An import that finds the hash it already has appends nothing.
 */
import { createHash } from 'node:crypto';

function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, stable((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

export function contentHashOf(record: object): string {
  const { retrievedAt: _retrievedAt, ...content } = record as { retrievedAt?: unknown };
  return createHash('sha256')
    .update(JSON.stringify(stable(content)))
    .digest('hex');
}
