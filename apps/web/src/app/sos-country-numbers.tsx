/** The local emergency numbers in the SOS dialog: a country's, as its page draws them, tap to call. */
import { useCountry } from '@/features/countries/api/get-country';
import { EmergencyNumbers } from '@/features/countries/components/emergency-numbers';
import '@/styles/countries.css';

export default function SosCountryNumbers({ code, name }: { readonly code: string; readonly name: string }) {
  const country = useCountry(code);
  if (!country.data) return null;
  return <EmergencyNumbers emergency={country.data.emergency} countryName={name} />;
}
