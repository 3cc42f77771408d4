/** The beta launch date in words, from the one date in the contracts, so copy and countdown agree. */
import { COUNTDOWN_TARGET_ISO } from '@safetrails/contracts';
import { useIntl } from 'react-intl';
import { formatMonth } from '@/lib/format-date';

export function launchMonth(): string {
  return formatMonth(COUNTDOWN_TARGET_ISO, { utc: true });
}

/**
 * The launch month in the page's language: English spelt by hand (no ICU calendar data on the first
 * paint, lib/format-date.ts), every other language through `Intl`.
 */
export function useLaunchMonth(): string {
  const intl = useIntl();
  return intl.locale === 'en'
    ? launchMonth()
    : intl.formatDate(COUNTDOWN_TARGET_ISO, { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

export function hasLaunched(): boolean {
  return Date.now() >= Date.parse(COUNTDOWN_TARGET_ISO);
}
