/** The class-transformer steps the request DTOs share: trimming text before the rules check it. */

type TransformInput = { readonly value: unknown };

/** Surrounding blanks never count. */
export const trim = ({ value }: TransformInput): unknown => (typeof value === 'string' ? value.trim() : value);

/** Optional text: empty or blank counts as absent (null). */
export const trimToNull = ({ value }: TransformInput): unknown => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

/** Optional text for a field that is left out when empty (undefined), so its default applies. */
export const trimToUndefined = ({ value }: TransformInput): unknown => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

/**
 * Coordinates kept to 7 decimal places (about a centimetre): finer digits are noise, and a
 * subnormal number such as 4e-323 underflows PostgreSQL's earth-distance functions. Numeric text
 * (a query string) is read as its number first.
 */
export const roundCoordinate = ({ value }: TransformInput): unknown => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? Math.round(number * 1e7) / 1e7 || 0 : value;
};
