/**
 * A country's emergency numbers by its code, for screens that show them beside something else (a
 * city's Emergency tab). Offline without a kept copy it says so, never that there are none, and
 * links each government's page for the country, where the numbers are.
 */
import { Link } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { NetworkError } from '@/lib/api-client';
import { useCountryPanel } from '../api/get-country';
import { useCountryName } from '@/i18n/use-country-name';
import { EmergencyNumbers } from './emergency-numbers';

export interface GovernmentPage {
  readonly organisation: string;
  readonly url: string;
}

export function CountryEmergency({
  code,
  name: englishName,
  governmentPages = [],
}: {
  readonly code: string;
  readonly name: string;
  /** The governments' pages for the country, linked when the numbers are not on this device. */
  readonly governmentPages?: readonly GovernmentPage[];
}) {
  const intl = useIntl();
  const name = useCountryName()(code, englishName);
  const { query: country, data } = useCountryPanel(code);
  if (data) return <EmergencyNumbers emergency={data.emergency} countryName={name} />;
  if (country.error instanceof NetworkError) {
    return (
      <div className="emergency-not-kept" data-testid="emergency-not-kept">
        <p>
          <FormattedMessage
            id="emergency.notKept"
            defaultMessage="<strong>The emergency numbers of {country} are not saved on this device for offline use.</strong> They show as soon as the connection is back; in an emergency, the local emergency services come first."
            values={{ country: name, strong: (chunks) => <strong>{chunks}</strong> }}
          />
        </p>
        {governmentPages.length > 0 && (
          <>
            <p className="muted">
              {intl.formatMessage(
                { id: 'emergency.notKept.pages', defaultMessage: "The governments' pages for {country} list them:" },
                { country: name },
              )}
            </p>
            <ul>
              {governmentPages.map((page) => (
                <li key={page.url}>
                  <a href={page.url} target="_blank" rel="noopener noreferrer">
                    {page.organisation}
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
        <button type="button" className="btn btn-ghost btn-small" onClick={() => void country.refetch()}>
          {intl.formatMessage({ id: 'emergency.tryAgain', defaultMessage: 'Try again' })}
        </button>
      </div>
    );
  }
  if (country.isError) {
    return (
      <p className="muted">
        <FormattedMessage
          id="emergency.loadFailed"
          defaultMessage="The emergency numbers could not be loaded. Open the <link>country page</link> or try again."
          values={{ link: (chunks) => <Link to={`/country/${code}`}>{chunks}</Link> }}
        />
      </p>
    );
  }
  return <p className="muted">{intl.formatMessage({ id: 'guide.loading', defaultMessage: 'Loading…' })}</p>;
}
