/** A route or query value as a destination or place id: a positive whole number, as the API accepts, or null. */
const ID_PATTERN = /^[1-9]\d{0,8}$/;

export function numericId(value: string | null | undefined): number | null {
  return value != null && ID_PATTERN.test(value) ? Number(value) : null;
}
