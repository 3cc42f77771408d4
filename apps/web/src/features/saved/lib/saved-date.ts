/** "22 Nov 2026": the saved date on a saved item's card; another language writes it its own way. */
import type { IntlShape } from 'react-intl';
import { formatDay } from '@/lib/format-date';

export function savedDate(intl: IntlShape, savedAt: string): string {
  if (intl.locale === 'en') return formatDay(savedAt);
  return intl.formatDate(savedAt, { day: 'numeric', month: 'short', year: 'numeric' });
}
