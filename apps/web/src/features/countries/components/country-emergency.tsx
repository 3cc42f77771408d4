/** A country's emergency numbers by its code, for screens that show them beside something else. */
import { Link } from 'react-router-dom';
import { useCountry } from '../api/get-country';
import { EmergencyNumbers } from './emergency-numbers';

export function CountryEmergency({ code, name }: { readonly code: string; readonly name: string }) {
  const country = useCountry(code);
  if (country.data) return <EmergencyNumbers emergency={country.data.emergency} countryName={name} />;
  if (country.isError) {
    return (
      <p className="muted">
        The emergency numbers could not be loaded. Open the <Link to={`/country/${code}`}>country page</Link> or try
        again.
      </p>
    );
  }
  return <p className="muted">Loading…</p>;
}
