/**
 * "3 hours ago" on posts and comments in the page's language: English keeps the spec's wording
 * (lib/relative-time.ts), other languages say the same step through `Intl.RelativeTimeFormat`.
 */
import { useIntl } from 'react-intl';
import { forumAge, relativeTime } from '../lib/relative-time';

export function useForumTimeAgo(): (then: Date | string, now: Date) => string {
  const intl = useIntl();
  return (then, now) => {
    if (intl.locale === 'en') return relativeTime(then, now);
    const { amount, unit } = forumAge(then, now);
    return intl.formatRelativeTime(-amount, unit, { numeric: 'auto' });
  };
}
