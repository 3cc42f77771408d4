/**
 * /country/{code}: the emergency numbers as tap-to-call links with their sources, the embassies, the
 * LGBT+ legal facts, entry for her passport, the laws, health and getting around, the map of where the governments' advice differs within the country, their
 * advice side by side (the traveller's own government first), and the country's biggest cities.
 */
import { Link } from 'react-router-dom';
import { Globe2, Share2 } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  countrySummary,
  isLocale,
  type CountryAreas as CountryAreasData,
  type CountryDetail,
} from '@safetrails/contracts';
import { recordAction } from '@/lib/analytics/tracker';
import { useMetaDescription, usePageTitle } from '@/lib/document-head';
import { FirstFactsOr } from '@/lib/first-view';
import { pageAddress, sharePage } from '@/lib/share';
import { useCountryName } from '@/i18n/use-country-name';
import { toast } from '@/lib/toast';
import { Spinner } from '@/components/ui/spinner';
import { ScoreBadge } from '@/components/ui/score-badge';
import { ApiError, NetworkError } from '@/lib/api-client';
import { useCountry } from '../api/get-country';
import { medianLine } from '@/lib/advisory-words';
import { AdvisoriesSideBySide } from './advisories-side-by-side';
import { GovernmentsWordsNote } from './governments-words-note';
import { CountryAreas } from './country-areas';
import { EmergencyNumbers } from './emergency-numbers';
import { EmbassyList } from './embassies';
import { BeforeYouGo } from './before-you-go';
import { LawsAndHealthPanels, TransportGuide } from './country-guide';
import { LgbtBanner, LgbtPanel } from './lgbt-travellers';
import { homeFirst, NO_LENS, type TravellerLens } from '../lib/traveller-lens';
import { useLocale } from '@/i18n/i18n-provider';
import '@/styles/countries.css';

const GAP = ' ';

/** The map the route composes in for the areas section (the destinations feature draws maps). */
export type AreasMap = (areas: CountryAreasData) => ReactNode;

export function CountryPage({
  code,
  areasMap,
  alerts,
  happeningNow,
  notKept,
  lens = NO_LENS,
}: {
  readonly code: string | null;
  /** Who is looking: her government's advice and embassy first, the LGBT+ facts first if she asked. */
  readonly lens?: TravellerLens;
  readonly areasMap: AreasMap;
  /** The alerts feature's list of the country's active alerts, composed in by the route. */
  readonly alerts?: (country: CountryDetail) => ReactNode;
  /** What is happening there now, in one line per alert: the first thing the page shows. */
  readonly happeningNow?: (country: CountryDetail) => ReactNode;
  /** Shown when the country is not on this device and the network does not answer. */
  readonly notKept: (retry: () => void) => ReactNode;
}) {
  const intl = useIntl();
  const country = useCountry(code);
  if (code === null || (country.error instanceof ApiError && country.error.status < 500)) {
    return (
      <section className="container container-narrow centered-page">
        <h1>{intl.formatMessage({ id: 'country.notFound', defaultMessage: 'Country not found' })}</h1>
        <p className="lead">
          {intl.formatMessage({
            id: 'country.notFound.text',
            defaultMessage: 'Countries are named by their two-letter ISO code, for example /country/FR.',
          })}
        </p>
        <Link to="/search/all" className="btn btn-primary">
          {intl.formatMessage({ id: 'country.browse', defaultMessage: 'Browse destinations' })}
        </Link>
      </section>
    );
  }
  if (country.isPending)
    return (
      <FirstFactsOr>
        <Spinner />
      </FirstFactsOr>
    );
  if (country.error instanceof NetworkError && !country.data) return notKept(() => void country.refetch());
  if (country.isError && !country.data) {
    return (
      <section className="container container-narrow centered-page">
        <h1>{intl.formatMessage({ id: 'country.loadFailed', defaultMessage: 'Could not load this country' })}</h1>
        <p className="lead">
          {intl.formatMessage({
            id: 'country.loadFailed.text',
            defaultMessage: 'Check your connection and try again.',
          })}
        </p>
      </section>
    );
  }
  return (
    <CountryContent
      country={country.data}
      areasMap={areasMap}
      alerts={alerts}
      happeningNow={happeningNow}
      lens={lens}
    />
  );
}

function CountryContent({
  country,
  areasMap,
  alerts,
  happeningNow,
  lens,
}: {
  readonly country: CountryDetail;
  readonly areasMap: AreasMap;
  readonly alerts?: (country: CountryDetail) => ReactNode;
  readonly happeningNow?: (country: CountryDetail) => ReactNode;
  readonly lens: TravellerLens;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const name = useCountryName()(country.code, country.name);
  const lgbt = <LgbtPanel country={country} name={name} lens={lens} />;
  // The same title and summary as the server's head and the Share button's.
  const summary = useMemo(() => countrySummary(country, isLocale(locale) ? locale : 'en'), [country, locale]);
  usePageTitle(summary.title);
  useMetaDescription(summary.description);
  const onShare = async () => {
    const path = `/country/${country.code}`;
    try {
      const outcome = await sharePage(summary, path, locale);
      if (outcome !== 'cancelled') recordAction('share-country');
      if (outcome === 'copied')
        toast.success(intl.formatMessage({ id: 'destination.share.copied', defaultMessage: 'Link copied' }), {
          description: intl.formatMessage({
            id: 'country.share.copiedText',
            defaultMessage: 'Paste it anywhere to share this country.',
          }),
        });
    } catch {
      toast.error(intl.formatMessage({ id: 'destination.share.failed', defaultMessage: 'Could not share' }), {
        description: intl.formatMessage(
          { id: 'destination.share.failedText', defaultMessage: 'Copy this address instead: {address}' },
          { address: pageAddress(path, locale) },
        ),
      });
    }
  };
  return (
    <article className="container country-page" aria-labelledby="country-name">
      {happeningNow?.({ ...country, name })}
      <header className="country-header">
        <p className="eyebrow">
          <Globe2 aria-hidden="true" size={14} />
          {GAP}
          <Link to="/countries">{intl.formatMessage({ id: 'country.eyebrow', defaultMessage: 'Countries' })}</Link>
        </p>
        <h1 id="country-name">{name}</h1>
        <p className="lead">
          {country.sources === 0
            ? intl.formatMessage({
                id: 'country.noSources',
                defaultMessage: 'None of the governments we follow publishes advice for this country.',
              })
            : intl.formatMessage(
                {
                  id: 'country.sources',
                  defaultMessage:
                    '{count, plural, one {# government publishes} other {# governments publish}} travel advice for {country}{median, select, none {.} other {: the median is {medianText}, the most cautious level {highest}.}}',
                },
                {
                  count: country.sources,
                  country: name,
                  median: country.medianLevel === null ? 'none' : 'some',
                  medianText: country.medianLevel === null ? '' : medianLine(intl, country.medianLevel),
                  highest: country.highestLevel ?? '',
                },
              )}
        </p>
        <GovernmentsWordsNote />
        <button type="button" className="btn btn-ghost btn-small" onClick={() => void onShare()}>
          <Share2 aria-hidden="true" size={16} />
          {GAP}
          {intl.formatMessage({ id: 'destination.share', defaultMessage: 'Share' })}
        </button>
      </header>

      <LgbtBanner code={country.code} name={country.name} lens={lens} />
      {alerts?.({ ...country, name })}
      {lens.lgbtFirst && lgbt}

      <section className="card country-section" aria-labelledby="emergency-title">
        <h2 id="emergency-title">
          {intl.formatMessage({ id: 'country.emergency.title', defaultMessage: 'Emergency numbers' })}
        </h2>
        <EmergencyNumbers emergency={country.emergency} countryName={name} />
      </section>
      <EmbassyList
        embassies={country.embassies}
        citizensLines={country.citizensLines ?? []}
        name={name}
        home={lens.home}
      />
      {!lens.lgbtFirst && lgbt}

      <BeforeYouGo entry={country.entry ?? []} name={name} home={lens.home} />
      <LawsAndHealthPanels country={country} name={name} />
      <section className="card country-section" aria-labelledby="getting-around-title">
        <h2 id="getting-around-title">
          {intl.formatMessage({ id: 'country.gettingAround', defaultMessage: 'Getting around' })}
        </h2>
        <TransportGuide code={country.code} name={name} />
      </section>

      {country.sources > 0 && (
        <section className="card country-section" aria-labelledby="areas-title">
          <h2 id="areas-title">
            {intl.formatMessage(
              { id: 'country.areas.title', defaultMessage: 'Where the advice differs within {country}' },
              { country: name },
            )}
          </h2>
          <CountryAreas code={country.code} name={name} areasMap={areasMap} />
        </section>
      )}

      <section className="country-section" aria-labelledby="advice-title">
        <h2 id="advice-title">
          {intl.formatMessage({ id: 'country.advice.title', defaultMessage: 'Official travel advice, side by side' })}
        </h2>
        <p className="muted">
          <FormattedMessage
            id="country.advice.text"
            defaultMessage="Each government's own words and date, and its level on one scale from 1 (normal precautions) to 4 (do not travel). <link>How we map each government's levels</link>."
            values={{ link: (chunks) => <Link to="/about#sources">{chunks}</Link> }}
          />
        </p>
        <AdvisoriesSideBySide advisories={homeFirst(country.advisories, lens.home)} />
      </section>

      {country.cities.length > 0 && (
        <section className="card country-section" aria-labelledby="cities-title">
          <h2 id="cities-title">
            {intl.formatMessage({ id: 'country.cities.title', defaultMessage: 'Biggest cities' })}
          </h2>
          <ul className="country-cities">
            {country.cities.map((city) => (
              <li key={city.id}>
                <Link to={`/destination/${city.id}`}>{city.name}</Link>
                {city.population !== null && (
                  <span className="muted">
                    {GAP}
                    {intl.formatMessage(
                      { id: 'country.cities.people', defaultMessage: '· {count, number} people' },
                      { count: city.population },
                    )}
                  </span>
                )}
                <ScoreBadge score={city.safetyScore} outOf100 highestLevel={city.highestLevel} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
