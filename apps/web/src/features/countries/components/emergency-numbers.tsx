/**
 * A country's emergency numbers as large tap-to-call links, every number a source's line gives ("999
 * or 911": both), with the line in the source's words, the government and the date of its page.
 * Where sources disagree, each number shows with its own source; where no source gives a number, we
 * say so and link where a traveller can check. Never a guessed number, never our words in quotes.
 */
import { Phone } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import {
  EMERGENCY_SERVICES,
  type CountryEmergency,
  type EmergencyService,
  type SourcedNumber,
} from '@safetrails/contracts';
import { Quoted } from '@/components/ui/quoted';
import { useDay } from '@/i18n/use-day';
import { telHref } from '../lib/advisory-text';

const SERVICE_NAMES = defineMessages({
  general: { id: 'emergency.service.general', defaultMessage: 'Emergency (all services)' },
  police: { id: 'emergency.service.police', defaultMessage: 'Police' },
  ambulance: { id: 'emergency.service.ambulance', defaultMessage: 'Ambulance' },
  fire: { id: 'emergency.service.fire', defaultMessage: 'Fire' },
  touristPolice: { id: 'emergency.service.touristPolice', defaultMessage: 'Tourist police' },
  womensHelpline: { id: 'emergency.service.womensHelpline', defaultMessage: "Women's and domestic violence helpline" },
});
import { analyticsAction } from '@/lib/analytics/tracker';

const GAP = ' ';
const SEPARATOR = ', ';

/** A service's name in the page's language. */
export function serviceName(intl: IntlShape, service: EmergencyService): string {
  return intl.formatMessage(SERVICE_NAMES[service]);
}

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
  const intl = useIntl();
  const day = useDay();
  const entry = line.entries[0];
  return (
    <li className="emergency-number">
      <span className="emergency-choice">
        {line.entries.map((number, index) => (
          <span key={number.number} className="emergency-choice-item">
            {index > 0 && (
              <span className="emergency-or">
                {GAP}
                {intl.formatMessage({ id: 'emergency.or', defaultMessage: 'or' })}
                {GAP}
              </span>
            )}
            <a className="emergency-call" href={telHref(number.number)} {...analyticsAction('call-emergency-number')}>
              <Phone aria-hidden="true" size={20} />
              <span className="emergency-digits">{number.number}</span>
            </a>
          </span>
        ))}
      </span>
      <p className="emergency-source">
        {entry.derivedFrom ? (
          <FormattedMessage
            id="emergency.derived"
            defaultMessage="{ours} (our reading of its lines: {lines})"
            values={{
              // Our words, composed from the source's lines (the API gives them in English).
              ours: <span lang="en">{entry.derivedFrom.ours}</span>,
              lines: entry.derivedFrom.lines.map((text, index) => (
                <span key={`${index}-${text}`}>
                  {index > 0 && SEPARATOR}
                  <Quoted>{text}</Quoted>
                </span>
              )),
            }}
          />
        ) : (
          <Quoted>{entry.label}</Quoted>
        )}
        {GAP}
        <FormattedMessage
          id="emergency.source"
          defaultMessage="· <link>{organisation}</link>, page of {date}"
          values={{
            organisation: entry.organisation,
            date: day(entry.checkedAt),
            link: (chunks) => (
              <a href={entry.url} target="_blank" rel="noreferrer">
                {chunks}
              </a>
            ),
          }}
        />
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
  const intl = useIntl();
  const services = EMERGENCY_SERVICES.filter((service) => emergency[service].length > 0);
  if (services.length === 0) {
    return (
      <div className="emergency-missing" data-testid="emergency-not-available">
        <p>
          <FormattedMessage
            id="emergency.missing"
            defaultMessage="<strong>Emergency numbers: not available.</strong> No government source we import lists emergency numbers for {country}, and we never show a number we cannot source."
            values={{ country: countryName, strong: (chunks) => <strong>{chunks}</strong> }}
          />
        </p>
        <p>
          {intl.formatMessage({ id: 'emergency.checkBefore', defaultMessage: 'Check before you travel:' })}
          {GAP}
          <a href={emergency.fallbackUrl} target="_blank" rel="noreferrer">
            {emergency.fallbackUrl}
          </a>
        </p>
      </div>
    );
  }
  return (
    <div className="emergency-numbers" data-testid="emergency-numbers">
      {services.map((service) => (
        <section key={service} className="emergency-service" aria-label={serviceName(intl, service)}>
          <h4>{serviceName(intl, service)}</h4>
          {/* A copy kept offline from before `disagreements` existed shows no warning rather than breaking. */}
          {(emergency.disagreements as readonly string[] | undefined)?.includes(service) && (
            <p className="emergency-disagree">
              {intl.formatMessage({
                id: 'emergency.disagree',
                defaultMessage: 'The sources give different numbers; each is shown with its source.',
              })}
            </p>
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
