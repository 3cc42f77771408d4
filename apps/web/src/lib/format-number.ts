/** Numbers as the landing page shows them: "1,000", whatever the visitor's locale. */
export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}
