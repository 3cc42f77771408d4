/**
 * /destination/{id} (spec part 1 "Destination detail"): the hero with Save, Share and Download
 * Report, the Safety Overview and its five tiles, the safety map and score card, the five tabs, the
 * score's history and the recommendations (#recommendations). Every score shows its freshness and
 * source; an unrated destination says so instead of showing a zero.
 */
import { Tabs, type TabItem } from '@/components/ui/tabs';
import { NetworkError } from '@/lib/api-client';
import { FirstFactsOr } from '@/lib/first-view';
import { useMetaDescription, usePageTitle } from '@/lib/document-head';
import '@/styles/destinations.css';
import { destinationSummary, isLocale, type DestinationDetail, type SafetyMetric } from '@safetrails/contracts';
import { overallText } from '../lib/score-words';
import {
  BedDouble,
  Bus,
  Footprints,
  HeartPulse,
  ShieldAlert,
  Siren,
  Ticket,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { memo, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useDestination } from '../api/get-destination';
import { useRecordDestinationView } from '../api/record-view';
import { DestinationNotFound, DestinationNotLoaded, isNotFound } from './destination-page-states';
import { AccommodationsTab, ActivitiesTab, SafetyAnalysisTab, type DestinationTab } from './destination-tabs';
import { EmergencyTab, TransportationTab } from './practical-tabs';
import { Recommendations, useScrollToTarget, type PlaceHighlight } from './recommendations';
import { SafetyMapWhenShown } from './safety-map-when-shown';
import { SafetyScoreCard } from './safety-score-card';
import { type Viewer } from './save-button';
import { ScoreBadge } from './score-badge';
import { useLocale } from '@/i18n/i18n-provider';
import { ScoreHistorySection } from './score-history-section';
import { DestinationHero } from './destination-hero';

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

const messages = defineMessages({
  safety: { id: 'destination.tab.safety', defaultMessage: 'Safety Analysis' },
  accommodations: { id: 'destination.tab.accommodations', defaultMessage: 'Accommodations' },
  transportation: { id: 'destination.tab.transportation', defaultMessage: 'Transportation' },
  activities: { id: 'destination.tab.activities', defaultMessage: 'Activities' },
  emergency: { id: 'destination.tab.emergency', defaultMessage: 'Emergency Resources' },
  walkability: { id: 'destination.tile.walkability', defaultMessage: 'Walkability' },
  publicTransport: { id: 'destination.tile.transit', defaultMessage: 'Transit' },
  harassmentLevel: { id: 'destination.tile.harassment', defaultMessage: 'Harassment' },
  pettyCrime: { id: 'destination.tile.crime', defaultMessage: 'Crime' },
  medicalAccess: { id: 'destination.tile.healthcare', defaultMessage: 'Healthcare' },
});

const TABS: readonly Omit<TabItem<DestinationTab>, 'label'>[] = [
  { key: 'safety', icon: ShieldAlert },
  { key: 'accommodations', icon: BedDouble },
  { key: 'transportation', icon: Bus },
  { key: 'activities', icon: Ticket },
  { key: 'emergency', icon: Siren },
];

const OVERVIEW_TILES: readonly { metric: Exclude<SafetyMetric, 'safetyScore'>; icon: LucideIcon }[] = [
  { metric: 'walkability', icon: Footprints },
  { metric: 'publicTransport', icon: Bus },
  { metric: 'harassmentLevel', icon: ShieldAlert },
  { metric: 'pettyCrime', icon: Wallet },
  { metric: 'medicalAccess', icon: HeartPulse },
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
          <p className="lead">
            <FormattedMessage id="destination.loading" defaultMessage="Loading destination details..." />
          </p>
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
  const intl = useIntl();
  const tabs = TABS.map((item) => ({ ...item, label: intl.formatMessage(messages[item.key]) }));
  const [tab, setTab] = useState<DestinationTab>(
    highlight.accommodation !== null ? 'accommodations' : highlight.activity !== null ? 'activities' : 'safety',
  );
  useScrollToTarget(highlight);
  // The same title and summary as the server's head and the Share button's.
  const { locale } = useLocale();
  const summary = useMemo(
    () => destinationSummary(destination, isLocale(locale) ? locale : 'en'),
    [destination, locale],
  );
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
            <FormattedMessage id="destination.overview" defaultMessage="Safety Overview" />
          </h2>
          {destination.description && <p>{destination.description}</p>}
          <p className="muted">
            {destination.safetyScore === null ? (
              <FormattedMessage
                id="destination.noScore"
                defaultMessage="{city} has no safety score yet: no baseline source or official advice covers it and too few travellers have rated it. Be the first to rate it."
                values={{ city: destination.name }}
              />
            ) : (
              overallText(intl, destination.safetyScore, destination.localAdvice.highestLevel)
            )}
          </p>
          <ul
            className="overview-tiles"
            aria-label={intl.formatMessage({ id: 'destination.summary', defaultMessage: 'Safety summary' })}
          >
            {OVERVIEW_TILES.map(({ metric, icon: Icon }) => {
              const score = destination[metric];
              return (
                <li key={metric} className="overview-tile">
                  <span className="overview-tile-label">
                    <Icon aria-hidden="true" size={16} /> {intl.formatMessage(messages[metric])}
                  </span>
                  <ScoreBadge score={score} outOf100 size="large" />
                </li>
              );
            })}
          </ul>
        </section>

        <div className="destination-columns">
          <section aria-label={intl.formatMessage({ id: 'destination.map', defaultMessage: 'Safety map' })}>
            <SafetyMapWhenShown destinations={[destination]} selected={destination} onSelect={() => undefined} />
          </section>
          <SafetyScoreCard destination={destination} />
        </div>

        <section
          className="card"
          aria-label={intl.formatMessage({ id: 'destination.details', defaultMessage: 'Destination details' })}
        >
          <Tabs
            label={intl.formatMessage(
              { id: 'destination.about', defaultMessage: 'About {city}' },
              { city: destination.name },
            )}
            idPrefix="destination"
            tabs={tabs}
            selected={tab}
            onSelect={setTab}
          >
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
