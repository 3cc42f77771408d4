/** /country/{code}: a country's official advice and emergency numbers. The code is ISO alpha-2. */
import { useParams } from 'react-router-dom';
import { CountryPage } from '@/features/countries/components/country-page';

export function CountryRoute() {
  const code = useParams().code ?? '';
  return <CountryPage code={/^[A-Za-z]{2}$/.test(code) ? code.toUpperCase() : null} />;
}
