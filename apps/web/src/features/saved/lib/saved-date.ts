/** "Saved 22 Nov 2026": the saved date on a saved item's card, the same in every locale. */
export function savedDate(savedAt: string): string {
  return new Date(savedAt).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}
