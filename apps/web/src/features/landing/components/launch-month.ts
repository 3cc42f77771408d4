/** The beta launch date in words, from the one date in the contracts, so copy and countdown agree. */
import { COUNTDOWN_TARGET_ISO } from '@safetrails/contracts';
import { formatMonth } from '@/lib/format-date';

export function launchMonth(): string {
  return formatMonth(COUNTDOWN_TARGET_ISO, { utc: true });
}

export function hasLaunched(): boolean {
  return Date.now() >= Date.parse(COUNTDOWN_TARGET_ISO);
}
