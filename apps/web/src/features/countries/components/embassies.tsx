/**
 * Embassies and consulates in the country, as the governments we follow list them. A traveller whose
 * home country is one of theirs sees her own missions open, with tap-to-call phones and the line to
 * call when the mission is closed; everyone else sees every listed mission collapsed. It comes with
 * the country's record, so it is kept offline with the emergency numbers.
 */
import { ExternalLink, Landmark, Phone } from 'lucide-react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { AdvisorySource, CitizensLine, CountryEmbassy } from '@safetrails/contracts';
import { Quoted } from '@/components/ui/quoted';
import { useDay } from '@/i18n/use-day';
import { useCountryPanel } from '../api/get-country';
import { telHrefOfFirst } from '../lib/advisory-text';
import { useCountryName } from '@/i18n/use-country-name';
import { NewTabNote } from '@/components/ui/new-tab-note';
import type { CountryPanelProps } from '../lib/traveller-lens';

const GAP = ' ';

/** "Emergency help for Irish citizens", the nationality in the page's language. */
function citizensHelp(intl: IntlShape, source: AdvisorySource): string {
  return intl.formatMessage(
    {
      id: 'embassy.citizensHelp',
      defaultMessage:
        'Emergency help for {source, select, us {U.S.} uk {British} ca {Canadian} au {Australian} other {Irish}} citizens',
    },
    { source },
  );
}

/** " (not read for over a year: check before you rely on it)". */
function staleNote(intl: IntlShape): string {
  return intl.formatMessage({
    id: 'embassy.stale',
    defaultMessage: '(not read for over a year: check before you rely on it)',
  });
}

function PhoneLink({ text, label }: { readonly text: string; readonly label: string }) {
  const href = telHrefOfFirst(text);
  return (
    <p className="embassy-phone">
      <span className="muted">
        <FormattedMessage id="common.labelColon" defaultMessage="{label}:" values={{ label }} />
        {GAP}
      </span>
      {href ? (
        <a className="btn btn-secondary btn-small" href={href}>
          <Phone aria-hidden="true" size={14} />
          {GAP}
          <span lang="en">{text}</span>
        </a>
      ) : (
        <span lang="en">{text}</span>
      )}
    </p>
  );
}

function Mission({ embassy, line }: { readonly embassy: CountryEmbassy; readonly line?: CitizensLine }) {
  // The government's line for its citizens is quoted once, at the top; a mission only names it.
  const intl = useIntl();
  const day = useDay();
  const citizens = line && embassy.emergencyLabel === line.label;
  return (
    <li className="embassy" data-testid={`embassy-${embassy.of}`}>
      <p className="embassy-name">
        <strong lang={embassy.name ? 'en' : undefined}>
          {embassy.name ??
            intl.formatMessage(
              { id: 'embassy.helpInCountry', defaultMessage: '{organisation}: help in the country' },
              { organisation: embassy.organisation },
            )}
        </strong>
      </p>
      {embassy.address && (
        <p className="embassy-address" lang="en">
          {embassy.address}
        </p>
      )}
      {embassy.phone && (
        <PhoneLink text={embassy.phone} label={intl.formatMessage({ id: 'embassy.phone', defaultMessage: 'Phone' })} />
      )}
      {embassy.emergencyPhone && (
        <PhoneLink
          text={embassy.emergencyPhone}
          label={
            citizens
              ? intl.formatMessage(
                  {
                    id: 'embassy.citizensLine',
                    defaultMessage:
                      'Emergency line for {source, select, us {U.S.} uk {British} ca {Canadian} au {Australian} other {Irish}} citizens',
                  },
                  { source: line.source },
                )
              : embassy.emergencyLabel
                ? intl.formatMessage(
                    { id: 'embassy.emergencyLine', defaultMessage: 'Emergency line (“{label}”)' },
                    { label: embassy.emergencyLabel },
                  )
                : intl.formatMessage({ id: 'embassy.afterHours', defaultMessage: 'Emergency or after hours' })
          }
        />
      )}
      <p className="muted embassy-source">
        <a href={embassy.url} target="_blank" rel="noopener noreferrer">
          <ExternalLink aria-hidden="true" size={12} />
          {GAP}
          {embassy.name
            ? intl.formatMessage({ id: 'embassy.website', defaultMessage: 'Its website' })
            : intl.formatMessage({ id: 'embassy.howToGetHelp', defaultMessage: 'How to get help' })}
          <NewTabNote />
        </a>
        {GAP}
        <FormattedMessage
          id="embassy.listedBy"
          defaultMessage="· listed by {organisation}, <link>its page</link> of {date}"
          values={{
            organisation: embassy.organisation,
            date: day(embassy.checkedAt),
            link: (chunks) => (
              <a href={embassy.sourceUrl} target="_blank" rel="noopener noreferrer">
                {chunks}
              </a>
            ),
          }}
        />
        {embassy.stale && GAP + staleNote(intl)}
      </p>
    </li>
  );
}

/** "Emergency help for Irish citizens": the line a government gives its citizens anywhere in the country, once. */
function CitizensHelp({ line }: { readonly line: CitizensLine }) {
  const intl = useIntl();
  const day = useDay();
  return (
    <div className="embassy citizens-line" data-testid={`citizens-line-${line.of}`}>
      <p className="embassy-name">
        <strong>{citizensHelp(intl, line.source)}</strong>
      </p>
      <PhoneLink text={line.phone} label={intl.formatMessage({ id: 'embassy.call', defaultMessage: 'Call' })} />
      <blockquote cite={line.sourceUrl} className="embassy-address" lang="en">
        <Quoted>{line.label}</Quoted>
      </blockquote>
      <p className="muted embassy-source">
        <FormattedMessage
          id="embassy.citizensSource"
          defaultMessage="{organisation}, <link>its page</link> of {date}"
          values={{
            organisation: line.organisation,
            date: day(line.checkedAt),
            link: (chunks) => (
              <a href={line.sourceUrl} target="_blank" rel="noopener noreferrer">
                {chunks}
              </a>
            ),
          }}
        />
        {line.stale && GAP + staleNote(intl)}
      </p>
    </div>
  );
}

export function Embassies({ code, name: englishName, lens }: CountryPanelProps) {
  const name = useCountryName()(code, englishName);
  const { data: country } = useCountryPanel(code);
  if (!country) return null;
  return (
    <EmbassyList
      embassies={country.embassies}
      citizensLines={country.citizensLines ?? []}
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
  const intl = useIntl();
  const own = embassies.filter((embassy) => embassy.of === home);
  const others = embassies.filter((embassy) => embassy.of !== home);
  const ownLine = citizensLines.find((line) => line.of === home);
  const otherLines = citizensLines.filter((line) => line.of !== home);
  return (
    <section className="card embassies" aria-labelledby="embassies-title" data-testid="embassies">
      <h2 id="embassies-title">
        <Landmark aria-hidden="true" size={20} />
        {GAP}
        {own.length > 0
          ? intl.formatMessage({ id: 'embassy.yours', defaultMessage: 'Your embassy' })
          : intl.formatMessage({ id: 'embassy.title', defaultMessage: 'Embassies and consulates' })}
      </h2>
      {embassies.length === 0 && (
        <p className="muted">
          {intl.formatMessage(
            {
              id: 'embassy.none',
              defaultMessage: 'None of the governments we follow lists its missions in {country} on the pages we read.',
            },
            { country: name },
          )}
        </p>
      )}
      {ownLine && <CitizensHelp line={ownLine} />}
      {own.length > 0 && (
        <ul
          className="embassy-list"
          aria-label={intl.formatMessage(
            { id: 'embassy.ownList', defaultMessage: '{organisation} in {country}' },
            { organisation: own[0].organisation, country: name },
          )}
        >
          {own.map((embassy, index) => (
            <Mission key={`${embassy.source}-${index}`} embassy={embassy} />
          ))}
        </ul>
      )}
      {others.length > 0 && (
        <details>
          <summary>
            {own.length > 0
              ? intl.formatMessage(
                  { id: 'embassy.others', defaultMessage: 'Other governments’ missions ({count, number})' },
                  { count: others.length },
                )
              : intl.formatMessage(
                  {
                    id: 'embassy.all',
                    defaultMessage: 'Missions in {country} of the governments we follow ({count, number})',
                  },
                  { country: name, count: others.length },
                )}
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
