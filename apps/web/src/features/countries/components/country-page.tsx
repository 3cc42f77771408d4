/**
 * /country/{code}: the emergency numbers as tap-to-call links with their sources, the embassies, the
 * LGBT+ legal facts, entry for her passport, the laws, health and getting around, the map of where the governments' advice differs within the country, their
 * advice side by side (the traveller's own government first), and the country's biggest cities.
 */
import { Link } from 'react-router-dom';
import { Globe2, Share2 } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { countrySummary, type CountryAreas as CountryAreasData, type CountryDetail } from '@safetrails/contracts';
import { recordAction } from '@/lib/analytics/tracker';
import { useMetaDescription, usePageTitle } from '@/lib/document-head';
import { FirstFactsOr } from '@/lib/first-view';
import { sharePage } from '@/lib/share';
import { toast } from '@/lib/toast';
import { Spinner } from '@/components/ui/spinner';
import { ScoreBadge } from '@/components/ui/score-badge';
import { ApiError, NetworkError } from '@/lib/api-client';
import { useCountry } from '../api/get-country';
import { medianText } from '../lib/advisory-text';
import { AdvisoriesSideBySide } from './advisories-side-by-side';
import { CountryAreas } from './country-areas';
import { EmergencyNumbers } from './emergency-numbers';
import { EmbassyList } from './embassies';
import { BeforeYouGo } from './before-you-go';
import { LawsAndHealthPanels, TransportGuide } from './country-guide';
import { LgbtBanner, LgbtPanel } from './lgbt-travellers';
import { homeFirst, NO_LENS, type TravellerLens } from '../lib/traveller-lens';
import '@/styles/countries.css';
import { formatCount } from '@/lib/format-number';

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
  const country = useCountry(code);
  if (code === null || (country.error instanceof ApiError && country.error.status < 500)) {
    return (
      <section className="container container-narrow centered-page">
        <h1>Country not found</h1>
        <p className="lead">Countries are named by their two-letter ISO code, for example /country/FR.</p>
        <Link to="/search/all" className="btn btn-primary">
          Browse destinations
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
        <h1>Could not load this country</h1>
        <p className="lead">Check your connection and try again.</p>
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
  const lgbt = <LgbtPanel country={country} name={country.name} lens={lens} />;
  // The same title and summary as the server's head and the Share button's.
  const summary = useMemo(() => countrySummary(country), [country]);
  usePageTitle(summary.title);
  useMetaDescription(summary.description);
  const onShare = async () => {
    const path = `/country/${country.code}`;
    try {
      const outcome = await sharePage(summary, path);
      if (outcome !== 'cancelled') recordAction('share-country');
      if (outcome === 'copied')
        toast.success('Link copied', { description: 'Paste it anywhere to share this country.' });
    } catch {
      toast.error('Could not share', { description: `Copy this address instead: ${window.location.origin}${path}` });
    }
  };
  return (
    <article className="container country-page" aria-labelledby="country-name">
      {happeningNow?.(country)}
      <header className="country-header">
        <p className="eyebrow">
          <Globe2 aria-hidden="true" size={14} /> <Link to="/countries">Countries</Link>
        </p>
        <h1 id="country-name">{country.name}</h1>
        <p className="lead">
          {country.sources === 0
            ? 'None of the governments we follow publishes advice for this country.'
            : `${country.sources} government${country.sources === 1 ? '' : 's'} publish${country.sources === 1 ? 'es' : ''} travel advice for ${country.name}` +
              (country.medianLevel !== null
                ? `: the median is ${medianText(country.medianLevel)}, the most cautious level ${country.highestLevel}.`
                : '.')}
        </p>
        <button type="button" className="btn btn-ghost btn-small" onClick={() => void onShare()}>
          <Share2 aria-hidden="true" size={16} /> Share
        </button>
      </header>

      <LgbtBanner code={country.code} name={country.name} lens={lens} />
      {alerts?.(country)}
      {lens.lgbtFirst && lgbt}

      <section className="card country-section" aria-labelledby="emergency-title">
        <h2 id="emergency-title">Emergency numbers</h2>
        <EmergencyNumbers emergency={country.emergency} countryName={country.name} />
      </section>
      <EmbassyList
        embassies={country.embassies}
        citizensLines={country.citizensLines ?? []}
        name={country.name}
        home={lens.home}
      />
      {!lens.lgbtFirst && lgbt}

      <BeforeYouGo entry={country.entry ?? []} name={country.name} home={lens.home} />
      <LawsAndHealthPanels country={country} name={country.name} />
      <section className="card country-section" aria-labelledby="getting-around-title">
        <h2 id="getting-around-title">Getting around</h2>
        <TransportGuide code={country.code} name={country.name} />
      </section>

      {country.sources > 0 && (
        <section className="card country-section" aria-labelledby="areas-title">
          <h2 id="areas-title">Where the advice differs within {country.name}</h2>
          <CountryAreas code={country.code} name={country.name} areasMap={areasMap} />
        </section>
      )}

      <section className="country-section" aria-labelledby="advice-title">
        <h2 id="advice-title">Official travel advice, side by side</h2>
        <p className="muted">
          Each government&apos;s own words and date, and its level on one scale from 1 (normal precautions) to 4 (do not
          travel). <Link to="/about#sources">How we map each government&apos;s levels</Link>.
        </p>
        <AdvisoriesSideBySide advisories={homeFirst(country.advisories, lens.home)} />
      </section>

      {country.cities.length > 0 && (
        <section className="card country-section" aria-labelledby="cities-title">
          <h2 id="cities-title">Biggest cities</h2>
          <ul className="country-cities">
            {country.cities.map((city) => (
              <li key={city.id}>
                <Link to={`/destination/${city.id}`}>{city.name}</Link>
                {city.population !== null && <span className="muted"> · {formatCount(city.population)} people</span>}
                <ScoreBadge score={city.safetyScore} outOf100 highestLevel={city.highestLevel} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
