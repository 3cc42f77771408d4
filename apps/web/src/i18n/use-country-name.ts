/**
 * A country's name in the page's language ("México", "Mexique", "المكسيك") from the browser's own
 * `Intl.DisplayNames`; English keeps the catalogue's name (GeoNames').
 */
import { useIntl } from 'react-intl';

export function useCountryName(): (code: string, englishName: string) => string {
  const intl = useIntl();
  return (code, englishName) => {
    if (intl.locale === 'en') return englishName;
    try {
      return intl.formatDisplayName(code, { type: 'region' }) ?? englishName;
    } catch {
      return englishName;
    }
  };
}
