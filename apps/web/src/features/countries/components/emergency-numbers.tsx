/**
 * A country's emergency numbers as large tap-to-call links, each with the government that gives it
 * and the date of its page. Where sources disagree, each number shows with its own source; where no
 * source gives a number, we say so and link where a traveller can check. Never a guessed number.
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

function NumberLink({ entry }: { readonly entry: SourcedNumber }) {
  return (
    <li className="emergency-number">
      <a className="emergency-call" href={telHref(entry.number)} {...analyticsAction('call-emergency-number')}>
        <Phone aria-hidden="true" size={20} />
        <span className="emergency-digits">{entry.number}</span>
      </a>
      <p className="emergency-source">
        “{entry.label}” ·{' '}
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
          {emergency[service].length > 1 && (
            <p className="emergency-disagree">The sources give different numbers; each is shown with its source.</p>
          )}
          <ul>
            {emergency[service].map((entry) => (
              <NumberLink key={`${entry.source}-${entry.number}`} entry={entry} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
