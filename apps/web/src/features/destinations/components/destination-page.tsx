/**
 * /destination/{id} (spec part 1 "Destination detail"): the hero with Save, Share and Download
 * Report, the Safety Overview and its five tiles, the safety map and score card, the five tabs, the
 * score's history and the recommendations (#recommendations). Every score shows its freshness and
 * source; an unrated destination says so instead of showing a zero.
 */
import { Tabs, type TabItem } from '@/components/ui/tabs';
import { recordAction } from '@/lib/analytics/tracker';
import { NetworkError } from '@/lib/api-client';
import { sharePage } from '@/lib/share';
import { FirstFactsOr } from '@/lib/first-view';
import { useMetaDescription, usePageTitle } from '@/lib/document-head';
import { toast } from '@/lib/toast';
import '@/styles/destinations.css';
import { destinationSummary, type DestinationDetail, type PageSummary, type SafetyMetric } from '@safetrails/contracts';
import { advisedBand, overallExplanation, safetyLevelLabel } from '@safetrails/scoring';
import {
  BedDouble,
  Bus,
  Compass,
  Download,
  Footprints,
  HeartPulse,
  Share2,
  ShieldAlert,
  Siren,
  Ticket,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { memo, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useDestination } from '../api/get-destination';
import { useRecordDestinationView } from '../api/record-view';
import { DestinationImage } from './destination-image';
import { DestinationNotFound, DestinationNotLoaded, isNotFound } from './destination-page-states';
import {
  AccommodationsTab,
  ActivitiesTab,
  EmergencyTab,
  SafetyAnalysisTab,
  TransportationTab,
  type DestinationTab,
} from './destination-tabs';
import { Recommendations, useScrollToTarget, type PlaceHighlight } from './recommendations';
import { SafetyMapWhenShown } from './safety-map-when-shown';
import { SafetyScoreCard } from './safety-score-card';
import { SaveButton, type Viewer } from './save-button';
import { ScoreBadge } from './score-badge';
import { ScoreFreshness } from './score-freshness';
import { ScoreHistorySection } from './score-history-section';

export type { Viewer } from './save-button';

interface DestinationPageProps {
  /** Null when the route's id is not numeric: nothing is fetched and the page is not found. */
  readonly id: number | null;
  readonly viewer: Viewer;
  readonly highlight: PlaceHighlight;
  /** What the countries feature shows of the destination's country, composed in by the route. */
  readonly country: CountryPanels;
  /** The alerts feature's list of the destination's active alerts, composed in by the route. */
  readonly alerts?: (destination: DestinationDetail) => ReactNode;
  /** What is happening there now, in one line per alert: the first thing the page shows. */
  readonly happeningNow?: (destination: DestinationDetail) => ReactNode;
  /** Shown when the destination is not on this device and the network does not answer. */
  readonly notKept: (retry: () => void) => ReactNode;
}

export interface CountryPanels {
  /** Under the score: the governments' advice in short. */
  readonly advisoryStrip: (destination: DestinationDetail) => ReactNode;
  /** In the Emergency tab: the country's numbers. */
  readonly emergencyNumbers: (destination: DestinationDetail) => ReactNode;
  /** Under the advice, for a traveller who asked for LGBT+ safety information first: the country's law. */
  readonly lgbtBanner?: (destination: DestinationDetail) => ReactNode;
  /**
   * Under the alerts: the governments' words for women and for LGBT+ travellers, the women's helpline
   * and the LGBT+ legal facts, in the order the traveller asked for.
   */
  readonly travellers?: (destination: DestinationDetail) => ReactNode;
  /** After them: the laws that catch visitors out and health, as the governments state them. */
  readonly guide?: (destination: DestinationDetail) => ReactNode;
  /** In the Transportation tab, first: the governments' words on getting around. */
  readonly transport?: (destination: DestinationDetail) => ReactNode;
}

const TABS: readonly TabItem<DestinationTab>[] = [
  { key: 'safety', label: 'Safety Analysis', icon: ShieldAlert },
  { key: 'accommodations', label: 'Accommodations', icon: BedDouble },
  { key: 'transportation', label: 'Transportation', icon: Bus },
  { key: 'activities', label: 'Activities', icon: Ticket },
  { key: 'emergency', label: 'Emergency Resources', icon: Siren },
];

const OVERVIEW_TILES: readonly { metric: Exclude<SafetyMetric, 'safetyScore'>; label: string; icon: LucideIcon }[] = [
  { metric: 'walkability', label: 'Walkability', icon: Footprints },
  { metric: 'publicTransport', label: 'Transit', icon: Bus },
  { metric: 'harassmentLevel', label: 'Harassment', icon: ShieldAlert },
  { metric: 'pettyCrime', label: 'Crime', icon: Wallet },
  { metric: 'medicalAccess', label: 'Healthcare', icon: HeartPulse },
];

export function DestinationPage({
  id,
  viewer,
  highlight,
  country,
  alerts,
  happeningNow,
  notKept,
}: DestinationPageProps) {
  const destination = useDestination(id);
  useRecordDestinationView(destination.data ? destination.data.id : null, viewer.signedIn && viewer.betaAccess);
  // The early demo's ids 1-5 answer with their GeoNames city: show its own address.
  const navigate = useNavigate();
  const answeredId = destination.data?.id;
  useEffect(() => {
    if (id !== null && answeredId !== undefined && answeredId !== id) {
      void navigate(`/destination/${answeredId}${window.location.search}`, { replace: true });
    }
  }, [id, answeredId, navigate]);

  // The page is drawn from the answer as a transition: a slow phone draws it in slices between
  // which it stays responsive, instead of in one long task the moment the answer arrives.
  const shown = useDeferredValue(destination.data);

  // Only the server's answer says a destination does not exist; no answer says it is not on this device.
  if (id === null || isNotFound(destination.error)) return <DestinationNotFound />;
  if (shown === undefined && destination.error instanceof NetworkError)
    return notKept(() => void destination.refetch());
  if (shown === undefined && destination.isError)
    return <DestinationNotLoaded onRetry={() => void destination.refetch()} />;
  if (shown === undefined) {
    return (
      <FirstFactsOr>
        <div className="container centered-page" role="status">
          <p className="lead">Loading destination details...</p>
        </div>
      </FirstFactsOr>
    );
  }
  return (
    <DestinationContent
      destination={shown}
      viewer={viewer}
      highlight={highlight}
      country={country}
      alerts={alerts}
      happeningNow={happeningNow}
    />
  );
}

interface ContentProps {
  readonly destination: DestinationDetail;
  readonly country: CountryPanels;
  readonly alerts?: (destination: DestinationDetail) => ReactNode;
  readonly happeningNow?: (destination: DestinationDetail) => ReactNode;
  readonly viewer: Viewer;
  readonly highlight: PlaceHighlight;
}

/** Memoised, so a fresh answer is drawn once, in the deferred render, and not again before it. */
const DestinationContent = memo(function DestinationContent({
  destination,
  viewer,
  highlight,
  country,
  alerts,
  happeningNow,
}: ContentProps) {
  const [tab, setTab] = useState<DestinationTab>(
    highlight.accommodation !== null ? 'accommodations' : highlight.activity !== null ? 'activities' : 'safety',
  );
  useScrollToTarget(highlight);
  // The same title and summary as the server's head and the Share button's.
  const summary = useMemo(() => destinationSummary(destination), [destination]);
  usePageTitle(summary.title);
  useMetaDescription(summary.description);

  return (
    <article className="destination-page" aria-labelledby="destination-name">
      {happeningNow && <div className="container">{happeningNow(destination)}</div>}
      <DestinationHero destination={destination} viewer={viewer} summary={summary} />
      <div className="container destination-body">
        {country.advisoryStrip(destination)}
        {country.lgbtBanner?.(destination)}
        {alerts?.(destination)}
        {country.travellers?.(destination)}
        {country.guide?.(destination)}
        <section aria-labelledby="safety-overview-title">
          <h2 id="safety-overview-title" className="destination-section-title">
            Safety Overview
          </h2>
          {destination.description && <p>{destination.description}</p>}
          <p className="muted">
            {destination.safetyScore === null
              ? `${destination.name} has no safety score yet: no baseline source or official advice covers it and too few travellers have rated it. Be the first to rate it.`
              : overallExplanation(destination.safetyScore, destination.localAdvice.highestLevel)}
          </p>
          <ul className="overview-tiles" aria-label="Safety summary">
            {OVERVIEW_TILES.map(({ metric, label, icon: Icon }) => {
              const score = destination[metric];
              return (
                <li key={metric} className="overview-tile">
                  <span className="overview-tile-label">
                    <Icon aria-hidden="true" size={16} /> {label}
                  </span>
                  <ScoreBadge score={score} outOf100 size="large" />
                </li>
              );
            })}
          </ul>
        </section>

        <div className="destination-columns">
          <section aria-label="Safety map">
            <SafetyMapWhenShown destinations={[destination]} selected={destination} onSelect={() => undefined} />
          </section>
          <SafetyScoreCard destination={destination} />
        </div>

        <section className="card" aria-label="Destination details">
          <Tabs label={`About ${destination.name}`} idPrefix="destination" tabs={TABS} selected={tab} onSelect={setTab}>
            {tab === 'safety' && <SafetyAnalysisTab destination={destination} />}
            {tab === 'accommodations' && (
              <AccommodationsTab destination={destination} viewer={viewer} highlightedId={highlight.accommodation} />
            )}
            {tab === 'transportation' && (
              <TransportationTab destination={destination} governments={country.transport?.(destination)} />
            )}
            {tab === 'activities' && (
              <ActivitiesTab destination={destination} viewer={viewer} highlightedId={highlight.activity} />
            )}
            {tab === 'emergency' && (
              <EmergencyTab destination={destination} emergencyNumbers={country.emergencyNumbers(destination)} />
            )}
          </Tabs>
        </section>

        <ScoreHistorySection destinationId={destination.id} />

        <Recommendations destination={destination} viewer={viewer} highlight={highlight} />
      </div>
    </article>
  );
});

function DestinationHero({
  destination,
  viewer,
  summary,
}: {
  readonly destination: DestinationDetail;
  readonly viewer: Viewer;
  readonly summary: PageSummary;
}) {
  const score = destination.safetyScore;
  const onShare = async () => {
    try {
      const outcome = await sharePage(summary, `/destination/${destination.id}`);
      if (outcome !== 'cancelled') recordAction('share-destination');
      if (outcome === 'copied')
        toast.success('Link copied', { description: 'Paste it anywhere to share this destination.' });
    } catch {
      toast.error('Could not share', {
        description: `Copy this address instead: ${window.location.origin}/destination/${destination.id}`,
      });
    }
  };

  return (
    <header className="destination-hero" data-testid="destination-hero">
      <DestinationImage
        className="destination-hero-image"
        src={destination.image}
        alt={`${destination.name}, ${destination.country}`}
        critical
        placeholderIcon={false}
      />
      <div className="container destination-hero-inner">
        <div>
          <p className="eyebrow">
            <Compass aria-hidden="true" size={14} /> Destination
          </p>
          <h1 id="destination-name">{destination.name}</h1>
          <p className="destination-hero-country">
            {destination.admin1 && destination.admin1 !== destination.name ? `${destination.admin1}, ` : ''}
            <Link to={`/country/${destination.countryCode}`}>{destination.country}</Link>
          </p>
          {score === null ? (
            <p className="destination-hero-unrated" data-testid="destination-score">
              Not rated yet — <Link to="/dashboard">be the first to rate it</Link>
            </p>
          ) : (
            <p className="destination-hero-score" data-testid="destination-score">
              <span className="destination-hero-score-number">
                {score}
                <span className="visually-hidden"> out of 100</span>
              </span>
              <span aria-hidden="true">/100</span>
              <span className={`score-badge score-badge-${advisedBand(score, destination.localAdvice.highestLevel)}`}>
                {safetyLevelLabel(score, destination.localAdvice.highestLevel)} safety
              </span>
            </p>
          )}
          <ScoreFreshness provenance={destination.provenance} />
        </div>
        <div className="destination-actions">
          <SaveButton
            viewer={viewer}
            itemType="destination"
            itemId={destination.id}
            name={destination.name}
            className="btn btn-accent"
          />
          <button type="button" className="btn btn-ghost" onClick={() => void onShare()}>
            <Share2 aria-hidden="true" size={18} /> Share
          </button>
          <Link to={`/destination/${destination.id}/report?print=1`} className="btn btn-ghost">
            <Download aria-hidden="true" size={18} /> Download Report
          </Link>
        </div>
      </div>
    </header>
  );
}
