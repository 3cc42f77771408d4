/**
 * "5 minutes ago" in the page's language: English keeps a screen's own wording (by default the
 * sign-up steps of lib/time-ago.ts: "just now", "5 minutes ago"; the forum's, with seconds, weeks
 * and months, are features/forum/lib/relative-time.ts), other languages say the same step through
 * `Intl.RelativeTimeFormat`.
 */
import { useIntl } from 'react-intl';
import { age, timeAgo } from '@/lib/time-ago';

export interface TimeSteps {
  /** The English wording. */
  readonly english: (then: Date | string, now: Date) => string;
  /** The same step as an amount and a unit (0: now). */
  readonly age: (then: Date | string, now: Date) => { amount: number; unit: Intl.RelativeTimeFormatUnit };
}

const SIGN_UP_STEPS: TimeSteps = { english: timeAgo, age };

export function useTimeAgo(steps: TimeSteps = SIGN_UP_STEPS): (then: Date | string, now?: Date) => string {
  const intl = useIntl();
  return (then, now = new Date()) => {
    if (intl.locale === 'en') return steps.english(then, now);
    const { amount, unit } = steps.age(then, now);
    return intl.formatRelativeTime(-amount, unit, { numeric: 'auto' });
  };
}
