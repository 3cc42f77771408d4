/** /countries: every country with official advice, sortable and filterable (features/countries). */
import '@/i18n/more-english';
import { CountryList } from '@/features/countries/components/country-list';

export function CountriesRoute() {
  return <CountryList />;
}
