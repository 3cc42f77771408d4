/**
 * A country's name in the page's language ("México", "Mexique", "المكسيك") from the browser's own
 * `Intl.DisplayNames`; English keeps the catalogue's name (GeoNames').
 */
import { useIntl, type IntlShape } from 'react-intl';

export function useCountryName(): (code: string, englishName: string) => string {
  const intl = useIntl();
  return (code, englishName) => (intl.locale === 'en' ? englishName : countryNameOf(intl, code, englishName));
}

/** A country's name from its code in the page's language, `fallback` where `Intl` has none. */
export function countryNameOf(intl: IntlShape, code: string, fallback: string = code): string {
  try {
    return intl.formatDisplayName(code, { type: 'region' }) ?? fallback;
  } catch {
    return fallback;
  }
}
