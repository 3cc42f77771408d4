/**
 * Numbers as the landing page and the forums show them: "1,000", whatever the visitor's locale.
 * Written out by hand: the first `Intl.NumberFormat` of a page loads ICU's number data, about
 * 100 ms of a mid-range phone's main thread, for a comma every three digits.
 */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString('en-US');
  const digits = String(Math.abs(value));
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 ? `-${grouped}` : grouped;
}
