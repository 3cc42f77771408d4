/**
 * The destination's safety report, laid out for paper (Download Report): every metric with its
 * explanation, the derived day, night and solo figures, the neighbourhoods, the sentiment, the
 * recommended places and the score's history, each with its source and date. Opened with
 * `?print=1`, it opens the browser's print dialog (print or save as PDF) once everything has loaded.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeft, Printer } from 'lucide-react';
import { METRIC_DEFINITIONS, type DestinationDetail, type Place, type ScoreHistory } from '@safetrails/contracts';
import {
  dayScore,
  metricExplanation,
  overallExplanation,
  neighbourhoodNote,
  nightNote,
  nightScore,
  safetyLevelLabel,
  sentimentWording,
  soloTravelLabel,
  soloTravelScore,
} from '@safetrails/scoring';
import { scoreWorkingOf, useDestination } from '../api/get-destination';
import { useAccommodations, useActivities } from '../api/get-places';
import { useScoreHistory } from '../api/get-score-history';
import { sourceText } from '@/lib/score-provenance';
import { eventTypeLabel, formatScore, metricChanges } from '../lib/score-history-points';
import { DestinationNotFound, DestinationNotLoaded, isNotFound } from './destination-page-states';
import { NetworkError } from '@/lib/api-client';
import '@/styles/destinations.css';
import { analyticsAction } from '@/lib/analytics/tracker';

interface DestinationReportProps {
  readonly id: number | null;
  /** Open the print dialog once the report is complete. */
  readonly autoPrint: boolean;
  /** Shown when the destination is not on this device and the network does not answer. */
  readonly notKept: (retry: () => void) => ReactNode;
}

function formatDate(iso: string): string {
  return new Date(iso).toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short' });
}

function scoreText(score: number | null, highestLevel: number | null = null): string {
  return score === null ? 'Not rated yet' : `${Math.round(score)}/100 (${safetyLevelLabel(score, highestLevel)})`;
}

export function DestinationReport({ id, autoPrint, notKept }: DestinationReportProps) {
  const destination = useDestination(id);
  const history = useScoreHistory(id);
  const accommodations = useAccommodations(id);
  const activities = useActivities(id);
  const ready = destination.isSuccess && !history.isPending && !accommodations.isPending && !activities.isPending;

  const printed = useRef(false);
  useEffect(() => {
    if (!ready || !autoPrint || printed.current) return;
    printed.current = true;
    // Let the browser lay the report out before the dialog takes its picture.
    const timer = setTimeout(() => window.print(), 300);
    return () => clearTimeout(timer);
  }, [ready, autoPrint]);

  if (id === null || isNotFound(destination.error)) return <DestinationNotFound />;
  if (!destination.data && destination.error instanceof NetworkError) return notKept(() => void destination.refetch());
  if (!destination.data && destination.isError)
    return <DestinationNotLoaded onRetry={() => void destination.refetch()} />;
  if (!ready) {
    return (
      <div className="report-page" role="status">
        <p className="lead">Preparing the report...</p>
      </div>
    );
  }
  return (
    <ReportBody
      destination={destination.data}
      history={history.data ?? null}
      accommodations={accommodations.data ?? []}
      activities={activities.data ?? []}
    />
  );
}

interface ReportBodyProps {
  readonly destination: DestinationDetail;
  readonly history: ScoreHistory | null;
  readonly accommodations: readonly Place[];
  readonly activities: readonly Place[];
}

function ReportBody({ destination, history, accommodations, activities }: ReportBodyProps) {
  const { provenance } = destination;
  const working = scoreWorkingOf(destination);
  const score = destination.safetyScore;
  const ratedNeighbourhoods = destination.neighborhoods.flatMap(({ safety }) => (safety === null ? [] : [safety]));
  return (
    <div className="report-page">
      <div className="report-toolbar">
        <Link to={`/destination/${destination.id}`} className="btn btn-ghost btn-small">
          <ArrowLeft aria-hidden="true" size={16} /> Back to {destination.name}
        </Link>
        <button
          type="button"
          className="btn btn-primary btn-small"
          onClick={() => window.print()}
          {...analyticsAction('print-report')}
        >
          <Printer aria-hidden="true" size={16} /> Print or save as PDF
        </button>
      </div>

      <header className="report-header">
        <p className="eyebrow">SafeTrails safety report</p>
        <h1>
          {destination.name}, {destination.country}
        </h1>
        <p className="muted">Generated {formatDate(new Date().toISOString())}</p>
      </header>

      <section className="report-section" aria-labelledby="report-score">
        <h2 id="report-score">Overall safety</h2>
        <dl className="report-facts">
          <dt>Overall score</dt>
          <dd>{score === null ? 'Not rated yet — be the first to rate it' : scoreText(score)}</dd>
          <dt>Last updated</dt>
          <dd>{formatDate(provenance.updatedAt)}</dd>
          <dt>Source</dt>
          <dd>
            {sourceText(provenance)}
            {provenance.baselineSource && (
              <>
                {' '}
                (baseline as of {provenance.baselineSource.asOf}
                {provenance.baselineSource.url ? `, ${provenance.baselineSource.url}` : ''})
              </>
            )}
          </dd>
          {score !== null && (
            <>
              <dt>Day / night</dt>
              <dd>
                {dayScore(score)}/100 by day, {nightScore(score)}/100 at night. {nightNote(nightScore(score))}
              </dd>
              <dt>Solo travel</dt>
              <dd>
                {soloTravelLabel(soloTravelScore(score, destination.harassmentLevel ?? 0))} (
                {soloTravelScore(score, destination.harassmentLevel ?? 0)}/100)
              </dd>
            </>
          )}
        </dl>
        {destination.description && <p>{destination.description}</p>}
        {working && (
          <>
            <h3>How the overall score is worked out</h3>
            <ol className="report-working">
              {working.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </>
        )}
      </section>

      <section className="report-section" aria-labelledby="report-metrics">
        <h2 id="report-metrics">Metrics</h2>
        <table className="report-table">
          <thead>
            <tr>
              <th scope="col">Metric</th>
              <th scope="col">Score</th>
              <th scope="col">What it means</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Overall Safety</th>
              <td>{scoreText(score, destination.localAdvice.highestLevel)}</td>
              <td>{score === null ? '—' : overallExplanation(score, destination.localAdvice.highestLevel)}</td>
            </tr>
            {METRIC_DEFINITIONS.map(({ key, label }) => {
              const value = destination[key];
              return (
                <tr key={key}>
                  <th scope="row">{label}</th>
                  <td>{scoreText(value)}</td>
                  <td>{value === null ? '—' : metricExplanation(key, value)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>

      <section className="report-section" aria-labelledby="report-neighbourhoods">
        <h2 id="report-neighbourhoods">Neighbourhoods</h2>
        {destination.neighborhoods.length === 0 ? (
          <p>No neighbourhoods on record yet.</p>
        ) : (
          <>
            <table className="report-table">
              <thead>
                <tr>
                  <th scope="col">Neighbourhood</th>
                  <th scope="col">Safety</th>
                  <th scope="col">Traveller reports</th>
                </tr>
              </thead>
              <tbody>
                {destination.neighborhoods.map((neighbourhood) => (
                  <tr key={neighbourhood.id}>
                    <th scope="row">{neighbourhood.name}</th>
                    <td>{scoreText(neighbourhood.safety)}</td>
                    <td>{neighbourhood.reportCount}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {ratedNeighbourhoods.length > 0 && <p>{neighbourhoodNote(ratedNeighbourhoods)}</p>}
          </>
        )}
      </section>

      <section className="report-section" aria-labelledby="report-sentiment">
        <h2 id="report-sentiment">Traveller sentiment</h2>
        {destination.sentimentAnalysis === null ? (
          <p>No traveller sentiment yet.</p>
        ) : (
          <p>
            {Math.round(destination.sentimentAnalysis.positive)}% positive: seen as{' '}
            {sentimentWording(destination.sentimentAnalysis.positive)}.
            {destination.sentimentAnalysis.terms.length > 0 &&
              ` Most mentioned: ${destination.sentimentAnalysis.terms.join(', ')}.`}
          </p>
        )}
      </section>

      <section className="report-section" aria-labelledby="report-places">
        <h2 id="report-places">Places</h2>
        {accommodations.length + activities.length === 0 ? (
          <p>No accommodations or activities listed yet.</p>
        ) : (
          <table className="report-table">
            <thead>
              <tr>
                <th scope="col">Place</th>
                <th scope="col">Kind</th>
                <th scope="col">Safety</th>
                <th scope="col">Area · price</th>
                <th scope="col">Features</th>
              </tr>
            </thead>
            <tbody>
              {[
                ...accommodations.map((place) => ({ place, kind: 'Accommodation' })),
                ...activities.map((place) => ({ place, kind: 'Activity' })),
              ].map(({ place, kind }) => (
                <tr key={`${kind}-${place.id}`}>
                  <th scope="row">{place.name}</th>
                  <td>{kind}</td>
                  <td>{place.safetyScore}/100</td>
                  <td>
                    {place.area} · {place.priceRange}
                  </td>
                  <td>{place.features.join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section className="report-section" aria-labelledby="report-history">
        <h2 id="report-history">How the score changed</h2>
        {history === null ? (
          <p>The score&apos;s history could not be loaded.</p>
        ) : history.entries.length === 0 ? (
          <p>No event has changed this score yet.</p>
        ) : (
          <table className="report-table">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Event</th>
                <th scope="col">By</th>
                <th scope="col">Reason</th>
                <th scope="col">Before → after</th>
              </tr>
            </thead>
            <tbody>
              {history.entries.map((entry) => (
                <tr key={entry.eventId}>
                  <td>{formatDate(entry.occurredAt)}</td>
                  <td>{eventTypeLabel(entry.type)}</td>
                  <td>{entry.actorRole}</td>
                  <td>{entry.reason ?? '—'}</td>
                  <td>
                    {metricChanges(entry)
                      .map(({ label, before, after }) => `${label}: ${formatScore(before)} → ${formatScore(after)}`)
                      .join('; ') || 'No visible change'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
