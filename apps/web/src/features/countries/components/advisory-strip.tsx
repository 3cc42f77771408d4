/**
 * The first thing a destination's page says: what each government advises for the city's own area
 * (its state, district, border zone or the city itself, else the country), with the government's
 * words, date and link, most cautious first. Where any says "reconsider" or "do not travel" for the
 * area, the strip takes the strongest treatment. Below it, the country's advice in short with a
 * link to compare the governments side by side.
 */
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ShieldAlert, TriangleAlert } from 'lucide-react';
import { ADVISORY_SOURCE_INFO, type DestinationDetail } from '@safetrails/contracts';
import { homeFirst, homeSource } from '../lib/traveller-lens';
import { AdvisoryLevelBadge } from './advisory-level-badge';
import '@/styles/countries.css';
import { analyticsAction } from '@/lib/analytics/tracker';
import { useCountryName } from '@/i18n/use-country-name';
import { useDay } from '@/i18n/use-day';
import { GovernmentsWordsNote } from './governments-words-note';
import { medianLine } from '@/lib/advisory-words';

const hidden = (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>;
/** A government's name is its own, in English (docs/I18N.md). */
const government = (chunks: ReactNode[]) => <strong lang="en">{chunks}</strong>;

/** "U.S. Department of State:" before its level. */
function Government({ organisation }: { readonly organisation: string }) {
  return (
    <FormattedMessage
      id="advisory.organisation"
      defaultMessage="<org>{organisation}</org>:"
      values={{ organisation, org: government }}
    />
  );
}

/** The link to a government's own page; `counted` records the visit in product analytics. */
function ReadAdvice({
  url,
  organisation,
  counted = false,
}: {
  readonly url: string;
  readonly organisation: string;
  readonly counted?: boolean;
}) {
  return (
    <a href={url} target="_blank" rel="noreferrer" {...(counted ? analyticsAction('open-official-advice') : {})}>
      <FormattedMessage
        id="advisory.read"
        defaultMessage="Read the advice<hidden> of the {organisation}</hidden>"
        values={{ organisation, hidden }}
      />
    </a>
  );
}
/** Spacing and separators, not words: the same in every language. */
const GAP = ' ';
const SEPARATOR = ' · ';

export function AdvisoryStrip({
  destination,
  home = null,
}: {
  readonly destination: DestinationDetail;
  /** The traveller's home country: its government's advice comes first, marked as hers. */
  readonly home?: string | null;
}) {
  const intl = useIntl();
  const countryName = useCountryName()(destination.countryCode, destination.country);
  const day = useDay();
  const own = homeSource(home);
  const advice = destination.countryAdvice;
  const local = destination.localAdvice;
  const serious = local.highestLevel !== null && local.highestLevel >= 3;
  const Icon = serious ? TriangleAlert : ShieldAlert;
  const cityParts = (local.partly ?? []).some((entry) => entry.partOfKind === 'city');
  const median = advice.medianLevel;
  return (
    <section
      className={`advisory-strip${serious ? ' advisory-strip-serious' : ''}`}
      aria-labelledby="local-advice-title"
      data-testid="advisory-strip"
      data-highest-level={local.highestLevel ?? 'none'}
    >
      <Icon aria-hidden="true" size={22} />
      {advice.advisories.length === 0 ? (
        <p id="local-advice-title">
          <FormattedMessage
            id="advisory.none"
            defaultMessage="No government we follow publishes travel advice for {country}."
            values={{ country: countryName }}
          />
        </p>
      ) : (
        <div>
          <h2 id="local-advice-title" className="advisory-strip-title">
            <FormattedMessage
              id="advisory.title"
              defaultMessage="{serious, select, four {Official advice for {city}: a government advises against all travel here} three {Official advice for {city}: a government advises reconsidering travel here} other {Official advice for {city}}}"
              values={{
                city: destination.name,
                serious: !serious ? 'none' : local.highestLevel === 4 ? 'four' : 'three',
              }}
            />
          </h2>
          <ul className="local-advice-list" data-testid="local-advice">
            {homeFirst(local.advisories, home).map((entry) => (
              <li
                key={entry.source}
                className={`local-advice local-advice-${entry.level}`}
                data-testid={`local-advice-${entry.source}`}
              >
                <span className="local-advice-head">
                  <Government organisation={entry.organisation} />
                  {entry.source === own && (
                    <span className="your-government">
                      {GAP}
                      <FormattedMessage id="advisory.yourGovernment" defaultMessage="(your government)" />
                    </span>
                  )}
                  {GAP}
                  <AdvisoryLevelBadge level={entry.level} />
                  <span className="local-advice-scope">
                    {GAP}
                    <FormattedMessage
                      id="advisory.appliesAs"
                      defaultMessage="{appliesAs, select, country {country-wide} region {for the area} city {for the city} other {for the border zone}}{area, select, yes {:} other {}}"
                      values={{ appliesAs: entry.appliesAs, area: entry.area ? 'yes' : 'no' }}
                    />
                    {GAP}
                  </span>
                  {entry.area && (
                    <span className="local-advice-area" lang="en">
                      {entry.area}
                    </span>
                  )}
                </span>
                {entry.sourceLevel && (
                  <span className="local-advice-words">
                    <FormattedMessage id="advisory.words" defaultMessage="The government’s words:" />
                    {GAP}
                    <q lang="en">{entry.sourceLevel}</q>
                  </span>
                )}
                <span className="muted local-advice-meta">
                  {day(entry.issuedAt)}
                  {entry.stale && (
                    <>
                      {SEPARATOR}
                      <FormattedMessage
                        id="advisory.lastChecked"
                        defaultMessage="last checked on {date}"
                        values={{
                          date: day(advice.advisories.find((a) => a.source === entry.source)?.lastCheckedAt ?? null),
                        }}
                      />
                    </>
                  )}
                  {SEPARATOR}
                  <ReadAdvice url={entry.url} organisation={entry.organisation} counted />
                </span>
              </li>
            ))}
          </ul>
          {(local.partly ?? []).length > 0 && (
            <div className="local-advice-partly" data-testid="local-advice-partly">
              <h3 className="local-advice-partly-title">
                <FormattedMessage
                  id="advisory.partly.title"
                  defaultMessage="{cityParts, select, yes {Areas of {city} the governments single out} other {Advice that applies to part of {city}’s region}}"
                  values={{ city: destination.name, cityParts: cityParts ? 'yes' : 'no' }}
                />
              </h3>
              <p className="muted">
                <FormattedMessage
                  id="advisory.partly.text"
                  defaultMessage="{cityParts, select, yes {We hold no boundary for these parts of {city}, so they do not change the city’s level; read the government’s words.} other {No boundary we hold says whether {city} lies in these areas, so they do not change its level; read the government’s words.}}"
                  values={{ city: destination.name, cityParts: cityParts ? 'yes' : 'no' }}
                />
              </p>
              <ul className="local-advice-list">
                {local.partly.map((entry) => (
                  <li
                    key={`${entry.source}-${entry.area}`}
                    className={`local-advice local-advice-${entry.level}`}
                    data-testid={`local-advice-partly-${entry.source}`}
                  >
                    <span className="local-advice-head">
                      <Government organisation={entry.organisation} />
                      {GAP}
                      <AdvisoryLevelBadge level={entry.level} />
                      <span className="local-advice-scope">
                        {GAP}
                        <FormattedMessage
                          id="advisory.partOf"
                          defaultMessage="applies to part of {place}:"
                          values={{ place: entry.partOf }}
                        />
                        {GAP}
                      </span>
                      <span className="local-advice-area" lang="en">
                        {entry.area}
                      </span>
                    </span>
                    {entry.locatedBy && (
                      <span className="local-advice-sections" data-testid="local-advice-located">
                        <FormattedMessage
                          id="advisory.partly.locatedBy"
                          defaultMessage="Placed in {place} by {organisation}:"
                          values={{
                            place: entry.partOf,
                            organisation: ADVISORY_SOURCE_INFO[entry.locatedBy.source].organisation,
                          }}
                        />
                        {GAP}
                        <q lang="en">{entry.locatedBy.words}</q>
                      </span>
                    )}
                    {entry.sections.length > 0 && (
                      <span className="local-advice-sections" data-testid="local-advice-sections">
                        <FormattedMessage
                          id="advisory.partly.sections"
                          defaultMessage="On the city’s map: {names}"
                          values={{
                            names: intl.formatList(
                              entry.sections.map((section) => section.name),
                              { type: 'conjunction' },
                            ),
                          }}
                        />
                      </span>
                    )}
                    <span className="muted local-advice-meta">
                      {day(entry.issuedAt)}
                      {SEPARATOR}
                      <ReadAdvice url={entry.url} organisation={entry.organisation} />
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <p className="advisory-strip-country">
            <FormattedMessage
              id="advisory.countryWide"
              defaultMessage="Country-wide for {country}: most cautious level {highest}, median {median} ({count, plural, one {# government} other {# governments}}). <link>Compare the governments’ advice</link>"
              values={{
                country: countryName,
                highest:
                  advice.highestLevel ?? intl.formatMessage({ id: 'advisory.levelNone', defaultMessage: 'none' }),
                median:
                  median === null
                    ? intl.formatMessage({ id: 'advisory.levelNone', defaultMessage: 'none' })
                    : medianLine(intl, median),
                count: advice.advisories.length,
                link: (chunks: ReactNode[]) => <Link to={`/country/${destination.countryCode}`}>{chunks}</Link>,
              }}
            />
          </p>
          <GovernmentsWordsNote />
        </div>
      )}
    </section>
  );
}
