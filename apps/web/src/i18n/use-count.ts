/**
 * Counts in the page's language: English keeps the hand-written "1,000" (lib/format-number.ts, no
 * ICU number data on the way to the first paint), other languages group digits their own way.
 */
import { useIntl } from 'react-intl';
import { formatCount } from '@/lib/format-number';

export function useCount(): (value: number) => string {
  const intl = useIntl();
  return (value) => (intl.locale === 'en' ? formatCount(value) : intl.formatNumber(value));
}
