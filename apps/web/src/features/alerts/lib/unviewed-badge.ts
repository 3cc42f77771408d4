/** The bell's badge: the unviewed count, '9+' above 9, nothing at zero. */
import { UNVIEWED_BADGE_CAP } from '@safetrails/contracts';
import type { IntlShape } from 'react-intl';

export function unviewedBadgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > UNVIEWED_BADGE_CAP ? `${UNVIEWED_BADGE_CAP}+` : String(Math.floor(count));
}

/** What the bell says to a screen reader. */
export function bellLabel(intl: IntlShape, count: number): string {
  return intl.formatMessage(
    {
      id: 'alerts.bell',
      defaultMessage: '{count, plural, =0 {Safety alerts, none unviewed} other {Safety alerts, # unviewed}}',
    },
    { count: Math.max(0, count) },
  );
}
