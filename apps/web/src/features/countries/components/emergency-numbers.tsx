/**
 * A country's emergency numbers as large tap-to-call links, every number a source's line gives ("999
 * or 911": both), with the line in the source's words, the government and the date of its page.
 * Where sources disagree, each number shows with its own source; where no source gives a number, we
 * say so and link where a traveller can check. Never a guessed number, never our words in quotes.
 */
import { Phone } from 'lucide-react';
import type { CountryEmergency, EmergencyService, SourcedNumber } from '@safetrails/contracts';
import { formatDate, telHref } from '../lib/advisory-text';
import { analyticsAction } from '@/lib/analytics/tracker';

const SERVICES: readonly { readonly service: EmergencyService; readonly label: string }[] = [
  { service: 'general', label: 'Emergency (all services)' },
  { service: 'police', label: 'Police' },
  { service: 'ambulance', label: 'Ambulance' },
  { service: 'fire', label: 'Fire' },
  { service: 'touristPolice', label: 'Tourist police' },
  { service: 'womensHelpline', label: "Women's and domestic violence helpline" },
];

/** One source's line for a service: every number it gives, in its order, then the line in its own words. */
interface SourceLine {
  readonly key: string;
  readonly entries: readonly SourcedNumber[];
}

/** The service's numbers grouped by the source line that gives them. */
function byLine(entries: readonly SourcedNumber[]): SourceLine[] {
  const lines: { key: string; entries: SourcedNumber[] }[] = [];
  for (const entry of entries) {
    const key = `${entry.source}|${entry.label}`;
    const line = lines.find((candidate) => candidate.key === key);
    if (line) line.entries.push(entry);
    else lines.push({ key, entries: [entry] });
  }
  return lines;
}

function LineNumbers({ line }: { readonly line: SourceLine }) {
  const entry = line.entries[0];
  return (
    <li className="emergency-number">
      <span className="emergency-choice">
        {line.entries.map((number, index) => (
          <span key={number.number} className="emergency-choice-item">
            {index > 0 && <span className="emergency-or"> or </span>}
            <a className="emergency-call" href={telHref(number.number)} {...analyticsAction('call-emergency-number')}>
              <Phone aria-hidden="true" size={20} />
              <span className="emergency-digits">{number.number}</span>
            </a>
          </span>
        ))}
      </span>
      <p className="emergency-source">
        {entry.derivedFrom ? (
          <>
            {entry.derivedFrom.ours} (our reading of its lines:{' '}
            {entry.derivedFrom.lines.map((text, index) => (
              <span key={`${index}-${text}`}>
                {index > 0 && ', '}
                <span lang="en">“{text}”</span>
              </span>
            ))}
            )
          </>
        ) : (
          <span lang="en">“{entry.label}”</span>
        )}{' '}
        ·{' '}
        <a href={entry.url} target="_blank" rel="noreferrer">
          {entry.organisation}
        </a>
        , page of {formatDate(entry.checkedAt)}
      </p>
    </li>
  );
}

export function EmergencyNumbers({
  emergency,
  countryName,
}: {
  readonly emergency: CountryEmergency;
  readonly countryName: string;
}) {
  const services = SERVICES.filter(({ service }) => emergency[service].length > 0);
  if (services.length === 0) {
    return (
      <div className="emergency-missing" data-testid="emergency-not-available">
        <p>
          <strong>Emergency numbers: not available.</strong> No government source we import lists emergency numbers for{' '}
          {countryName}, and we never show a number we cannot source.
        </p>
        <p>
          Check before you travel:{' '}
          <a href={emergency.fallbackUrl} target="_blank" rel="noreferrer">
            {emergency.fallbackUrl}
          </a>
        </p>
      </div>
    );
  }
  return (
    <div className="emergency-numbers" data-testid="emergency-numbers">
      {services.map(({ service, label }) => (
        <section key={service} className="emergency-service" aria-label={label}>
          <h4>{label}</h4>
          {/* A copy kept offline from before `disagreements` existed shows no warning rather than breaking. */}
          {(emergency.disagreements as readonly string[] | undefined)?.includes(service) && (
            <p className="emergency-disagree">The sources give different numbers; each is shown with its source.</p>
          )}
          <ul>
            {byLine(emergency[service]).map((line) => (
              <LineNumbers key={line.key} line={line} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
