/**
 * "5 minutes ago" in the page's language: English keeps the spec's wording (lib/time-ago.ts: "just
 * now", "5 minutes ago"), other languages say the same step through `Intl.RelativeTimeFormat`.
 */
import { useIntl } from 'react-intl';
import { age, timeAgo } from '@/lib/time-ago';

export function useTimeAgo(): (then: Date | string, now?: Date) => string {
  const intl = useIntl();
  return (then, now = new Date()) => {
    if (intl.locale === 'en') return timeAgo(then, now);
    const { amount, unit } = age(then, now);
    return intl.formatRelativeTime(-amount, unit, { numeric: 'auto' });
  };
}
