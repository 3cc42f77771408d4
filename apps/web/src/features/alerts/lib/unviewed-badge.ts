/** The bell's badge: the unviewed count, '9+' above 9, nothing at zero. */
import { UNVIEWED_BADGE_CAP } from '@safetrails/contracts';

export function unviewedBadgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > UNVIEWED_BADGE_CAP ? `${UNVIEWED_BADGE_CAP}+` : String(Math.floor(count));
}

/** What the bell says to a screen reader. */
export function bellLabel(count: number): string {
  if (count <= 0) return 'Safety alerts, none unviewed';
  return `Safety alerts, ${count} unviewed`;
}
