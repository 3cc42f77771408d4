/** /countries: every country with official advice, sortable and filterable (features/countries). */
import 'virtual:message-part/more';
import { CountryList } from '@/features/countries/components/country-list';

export function CountriesRoute() {
  return <CountryList />;
}
