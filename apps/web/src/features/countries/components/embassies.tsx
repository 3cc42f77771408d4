/**
 * Embassies and consulates in the country, as the governments we follow list them. A traveller whose
 * home country is one of theirs sees her own missions open, with tap-to-call phones and the line to
 * call when the mission is closed; everyone else sees every listed mission collapsed. It comes with
 * the country's record, so it is kept offline with the emergency numbers.
 */
import { ExternalLink, Landmark, Phone } from 'lucide-react';
import type { CitizensLine, CountryEmbassy } from '@safetrails/contracts';
import { useCountry } from '../api/get-country';
import { formatDate, telHrefOfFirst } from '../lib/advisory-text';
import type { CountryPanelProps } from '../lib/traveller-lens';

function PhoneLink({ text, label }: { readonly text: string; readonly label: string }) {
  const href = telHrefOfFirst(text);
  return (
    <p className="embassy-phone">
      <span className="muted">{label}: </span>
      {href ? (
        <a className="btn btn-secondary btn-small" href={href}>
          <Phone aria-hidden="true" size={14} /> {text}
        </a>
      ) : (
        text
      )}
    </p>
  );
}

function Mission({ embassy, line }: { readonly embassy: CountryEmbassy; readonly line?: CitizensLine }) {
  // The government's line for its citizens is quoted once, at the top; a mission only names it.
  const citizens = line && embassy.emergencyLabel === line.label;
  return (
    <li className="embassy" data-testid={`embassy-${embassy.of}`}>
      <p className="embassy-name">
        <strong>{embassy.name ?? `${embassy.organisation}: help in the country`}</strong>
      </p>
      {embassy.address && <p className="embassy-address">{embassy.address}</p>}
      {embassy.phone && <PhoneLink text={embassy.phone} label="Phone" />}
      {embassy.emergencyPhone && (
        <PhoneLink
          text={embassy.emergencyPhone}
          label={
            citizens
              ? `Emergency line for ${line.nationality} citizens`
              : embassy.emergencyLabel
                ? `Emergency line (“${embassy.emergencyLabel}”)`
                : 'Emergency or after hours'
          }
        />
      )}
      <p className="muted embassy-source">
        <a href={embassy.url} target="_blank" rel="noopener noreferrer">
          <ExternalLink aria-hidden="true" size={12} /> {embassy.name ? 'Its website' : 'How to get help'}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>{' '}
        · listed by {embassy.organisation},{' '}
        <a href={embassy.sourceUrl} target="_blank" rel="noopener noreferrer">
          its page
        </a>{' '}
        of {formatDate(embassy.checkedAt)}
        {embassy.stale && ' (not read for over a year: check before you rely on it)'}
      </p>
    </li>
  );
}

/** "Emergency help for Irish citizens": the line a government gives its citizens anywhere in the country, once. */
function CitizensHelp({ line }: { readonly line: CitizensLine }) {
  return (
    <div className="embassy citizens-line" data-testid={`citizens-line-${line.of}`}>
      <p className="embassy-name">
        <strong>Emergency help for {line.nationality} citizens</strong>
      </p>
      <PhoneLink text={line.phone} label="Call" />
      <blockquote cite={line.sourceUrl} className="embassy-address" lang="en">
        “{line.label}”
      </blockquote>
      <p className="muted embassy-source">
        {line.organisation},{' '}
        <a href={line.sourceUrl} target="_blank" rel="noopener noreferrer">
          its page
        </a>{' '}
        of {formatDate(line.checkedAt)}
        {line.stale && ' (not read for over a year: check before you rely on it)'}
      </p>
    </div>
  );
}

export function Embassies({ code, name, lens }: CountryPanelProps) {
  const country = useCountry(code);
  if (!country.data) return null;
  return (
    <EmbassyList
      embassies={country.data.embassies}
      citizensLines={country.data.citizensLines ?? []}
      name={name}
      home={lens.home}
    />
  );
}

export function EmbassyList({
  embassies,
  citizensLines,
  name,
  home,
}: {
  readonly embassies: readonly CountryEmbassy[];
  readonly citizensLines: readonly CitizensLine[];
  readonly name: string;
  readonly home: string | null;
}) {
  const own = embassies.filter((embassy) => embassy.of === home);
  const others = embassies.filter((embassy) => embassy.of !== home);
  const ownLine = citizensLines.find((line) => line.of === home);
  const otherLines = citizensLines.filter((line) => line.of !== home);
  return (
    <section className="card embassies" aria-labelledby="embassies-title" data-testid="embassies">
      <h2 id="embassies-title">
        <Landmark aria-hidden="true" size={20} /> {own.length > 0 ? 'Your embassy' : 'Embassies and consulates'}
      </h2>
      {embassies.length === 0 && (
        <p className="muted">None of the governments we follow lists its missions in {name} on the pages we read.</p>
      )}
      {ownLine && <CitizensHelp line={ownLine} />}
      {own.length > 0 && (
        <ul className="embassy-list" aria-label={`${own[0].organisation} in ${name}`}>
          {own.map((embassy, index) => (
            <Mission key={`${embassy.source}-${index}`} embassy={embassy} />
          ))}
        </ul>
      )}
      {others.length > 0 && (
        <details>
          <summary>
            {own.length > 0 ? 'Other governments’ missions' : `Missions in ${name} of the governments we follow`} (
            {others.length})
          </summary>
          {otherLines.map((line) => (
            <CitizensHelp key={line.source} line={line} />
          ))}
          <ul className="embassy-list">
            {others.map((embassy, index) => (
              <Mission
                key={`${embassy.source}-${index}`}
                embassy={embassy}
                line={citizensLines.find((line) => line.source === embassy.source)}
              />
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
