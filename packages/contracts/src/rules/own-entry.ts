/**
 * A record's own entry for a key a person chose (a neighbourhood's name, a slug): `record[key]`
 * would answer `Object.prototype`'s members for keys such as `constructor` or `toString`.
 */
export function ownEntry<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
