/** "Saved 22 Nov 2026": the saved date on a saved item's card, the same in every locale. */
import { formatDay } from '@/lib/format-date';

export function savedDate(savedAt: string): string {
  return formatDay(savedAt);
}
