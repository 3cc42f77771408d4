/**
 * A date as the governments' pages give it (a day, read in UTC) in the page's language: "25 Nov
 * 2026", "25 nov 2026", "25 نوفمبر 2026"; "date not given" where the source gives none. English is
 * spelt by hand (lib/format-date.ts: no ICU calendar data on the first page).
 */
import { useIntl } from 'react-intl';
import { formatDateTime, formatDay } from '@/lib/format-date';

export function useDay(): (iso: string | null) => string {
  const intl = useIntl();
  return (iso) =>
    iso === null
      ? intl.formatMessage({ id: 'advisory.noDate', defaultMessage: 'date not given' })
      : intl.locale === 'en'
        ? formatDay(iso, { utc: true })
        : intl.formatDate(iso, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** A moment on this device's clock: "28 Nov 2026, 14:05" in English, `Intl`'s medium date and short time elsewhere. */
export function useDayTime(): (value: Date | string) => string {
  const intl = useIntl();
  return (value) =>
    intl.locale === 'en'
      ? formatDateTime(value)
      : intl.formatDate(value, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}
