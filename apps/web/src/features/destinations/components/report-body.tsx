/** The printable report's body: the destination's score and metrics, what the governments advise, its score history, places and numbers, each with its source and date. */
import { Link } from 'react-router-dom';
import { ArrowLeft, Printer } from 'lucide-react';
import { useIntl, type IntlShape } from 'react-intl';
import { METRIC_DEFINITIONS, type DestinationDetail, type Place, type ScoreHistory } from '@safetrails/contracts';
import { dayScore, nightScore, safetyLevelLabel, soloTravelScore } from '@safetrails/scoring';
import { analyticsAction } from '@/lib/analytics/tracker';
import { useCountryName } from '@/i18n/use-country-name';
import {
  metricName,
  metricText,
  neighbourhoodNote,
  nightNote,
  overallText,
  sentimentText,
  tileLabel,
} from '../lib/score-words';
import { scoreWorkingOf } from '../api/get-destination';
import { sourceText } from '@/lib/score-provenance';
import {
  actorRoleLabel,
  eventTypeLabel,
  formatScore,
  HISTORY_COLUMNS,
  metricChanges,
} from '../lib/score-history-points';
import '@/styles/destinations.css';

const GAP = ' ';
const NONE = '—';
const SEPARATOR = ', ';
const ARROW = ' → ';

function formatDate(intl: IntlShape, iso: string): string {
  return new Date(iso).toLocaleString(intl.locale === 'en' ? 'en-GB' : intl.locale, {
    dateStyle: 'long',
    timeStyle: 'short',
  });
}

function scoreText(intl: IntlShape, score: number | null, highestLevel: number | null = null): string {
  return score === null
    ? intl.formatMessage({ id: 'metric.notRated', defaultMessage: 'Not rated yet' })
    : intl.formatMessage(
        {
          id: 'report.score',
          defaultMessage: '{score, number}/100 ({band, select, High {High} Medium {Medium} other {Low}})',
        },
        { score: Math.round(score), band: safetyLevelLabel(score, highestLevel) },
      );
}

interface ReportBodyProps {
  readonly destination: DestinationDetail;
  readonly history: ScoreHistory | null;
  readonly accommodations: readonly Place[];
  readonly activities: readonly Place[];
}

export function ReportBody({ destination, history, accommodations, activities }: ReportBodyProps) {
  const intl = useIntl();
  const country = useCountryName()(destination.countryCode, destination.country);
  const t = {
    metric: intl.formatMessage({ id: 'report.col.metric', defaultMessage: 'Metric' }),
    score: intl.formatMessage({ id: 'report.col.score', defaultMessage: 'Score' }),
    meaning: intl.formatMessage({ id: 'report.col.meaning', defaultMessage: 'What it means' }),
  };
  const { provenance } = destination;
  const working = scoreWorkingOf(destination);
  const score = destination.safetyScore;
  const ratedNeighbourhoods = destination.neighborhoods.flatMap(({ safety }) => (safety === null ? [] : [safety]));
  return (
    <div className="report-page">
      <div className="report-toolbar">
        <Link to={`/destination/${destination.id}`} className="btn btn-ghost btn-small">
          <ArrowLeft className="flip-rtl" aria-hidden="true" size={16} />
          {GAP}
          {intl.formatMessage({ id: 'report.back', defaultMessage: 'Back to {city}' }, { city: destination.name })}
        </Link>
        <button
          type="button"
          className="btn btn-primary btn-small"
          onClick={() => window.print()}
          {...analyticsAction('print-report')}
        >
          <Printer aria-hidden="true" size={16} />
          {GAP}
          {intl.formatMessage({ id: 'report.print', defaultMessage: 'Print or save as PDF' })}
        </button>
      </div>

      <header className="report-header">
        <p className="eyebrow">
          {intl.formatMessage({ id: 'report.eyebrow', defaultMessage: 'SafeTrails safety report' })}
        </p>
        <h1>
          {destination.name}
          {SEPARATOR}
          {country}
        </h1>
        <p className="muted">
          {intl.formatMessage(
            { id: 'report.generated', defaultMessage: 'Generated {date}' },
            { date: formatDate(intl, new Date().toISOString()) },
          )}
        </p>
      </header>

      <section className="report-section" aria-labelledby="report-score">
        <h2 id="report-score">{intl.formatMessage({ id: 'report.overall', defaultMessage: 'Overall safety' })}</h2>
        <dl className="report-facts">
          <dt>{intl.formatMessage({ id: 'report.overallScore', defaultMessage: 'Overall score' })}</dt>
          <dd>
            {score === null
              ? intl.formatMessage({ id: 'report.unrated', defaultMessage: 'Not rated yet — be the first to rate it' })
              : scoreText(intl, score)}
          </dd>
          <dt>{intl.formatMessage({ id: 'report.updated', defaultMessage: 'Last updated' })}</dt>
          <dd>{formatDate(intl, provenance.updatedAt)}</dd>
          <dt>{intl.formatMessage({ id: 'alerts.create.source', defaultMessage: 'Source' })}</dt>
          {/* The source line is the scoring's own English, as the console's audit prints it. */}
          <dd>
            <span lang="en">{sourceText(provenance)}</span>
            {provenance.baselineSource && (
              <>
                {GAP}
                {intl.formatMessage(
                  { id: 'report.baseline', defaultMessage: '(baseline as of {date}{url})' },
                  {
                    date: provenance.baselineSource.asOf,
                    url: provenance.baselineSource.url ? `${SEPARATOR}${provenance.baselineSource.url}` : '',
                  },
                )}
              </>
            )}
          </dd>
          {score !== null && (
            <>
              <dt>{intl.formatMessage({ id: 'report.dayNight', defaultMessage: 'Day / night' })}</dt>
              <dd>
                {intl.formatMessage(
                  {
                    id: 'report.dayNight.value',
                    defaultMessage: '{day, number}/100 by day, {night, number}/100 at night.',
                  },
                  { day: dayScore(score), night: nightScore(score) },
                )}
                {GAP}
                {nightNote(intl, nightScore(score))}
              </dd>
              <dt>{intl.formatMessage({ id: 'report.solo', defaultMessage: 'Solo travel' })}</dt>
              <dd>
                {intl.formatMessage(
                  { id: 'report.solo.value', defaultMessage: '{label} ({score, number}/100)' },
                  {
                    label: tileLabel(intl, 'solo', soloTravelScore(score, destination.harassmentLevel ?? 0)),
                    score: soloTravelScore(score, destination.harassmentLevel ?? 0),
                  },
                )}
              </dd>
            </>
          )}
        </dl>
        {destination.description && <p>{destination.description}</p>}
        {working && (
          <>
            <h3>
              {intl.formatMessage({ id: 'report.working', defaultMessage: 'How the overall score is worked out' })}
            </h3>
            <ol className="report-working" lang="en">
              {working.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </>
        )}
      </section>

      <section className="report-section" aria-labelledby="report-metrics">
        <h2 id="report-metrics">
          {intl.formatMessage(
            {
              id: 'scoreCard.tab',
              defaultMessage: '{tab, select, overview {Overview} metrics {Metrics} other {Compare}}',
            },
            { tab: 'metrics' },
          )}
        </h2>
        <table className="report-table">
          <thead>
            <tr>
              <th scope="col">{t.metric}</th>
              <th scope="col">{t.score}</th>
              <th scope="col">{t.meaning}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{metricName(intl, 'safetyScore')}</th>
              <td>{scoreText(intl, score, destination.localAdvice.highestLevel)}</td>
              <td>{score === null ? NONE : overallText(intl, score, destination.localAdvice.highestLevel)}</td>
            </tr>
            {METRIC_DEFINITIONS.map(({ key }) => {
              const value = destination[key];
              return (
                <tr key={key}>
                  <th scope="row">{metricName(intl, key)}</th>
                  <td>{scoreText(intl, value)}</td>
                  <td>{value === null ? NONE : metricText(intl, key, value)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>

      <section className="report-section" aria-labelledby="report-neighbourhoods">
        <h2 id="report-neighbourhoods">
          {intl.formatMessage({ id: 'scoreCard.neighbourhoods', defaultMessage: 'Neighbourhoods' })}
        </h2>
        {destination.neighborhoods.length === 0 ? (
          <p>
            {intl.formatMessage({
              id: 'report.neighbourhoods.none',
              defaultMessage: 'No neighbourhoods on record yet.',
            })}
          </p>
        ) : (
          <>
            <table className="report-table">
              <thead>
                <tr>
                  <th scope="col">
                    {intl.formatMessage({ id: 'report.col.neighbourhood', defaultMessage: 'Neighbourhood' })}
                  </th>
                  <th scope="col">{intl.formatMessage({ id: 'report.col.safety', defaultMessage: 'Safety' })}</th>
                  <th scope="col">
                    {intl.formatMessage({ id: 'report.col.reports', defaultMessage: 'Traveller reports' })}
                  </th>
                </tr>
              </thead>
              <tbody>
                {destination.neighborhoods.map((neighbourhood) => (
                  <tr key={neighbourhood.id}>
                    <th scope="row">{neighbourhood.name}</th>
                    <td>{scoreText(intl, neighbourhood.safety)}</td>
                    <td>{neighbourhood.reportCount}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {ratedNeighbourhoods.length > 0 && <p>{neighbourhoodNote(intl, ratedNeighbourhoods)}</p>}
          </>
        )}
      </section>

      <section className="report-section" aria-labelledby="report-sentiment">
        <h2 id="report-sentiment">
          {intl.formatMessage({ id: 'sentiment.label', defaultMessage: 'Traveller sentiment' })}
        </h2>
        {destination.sentimentAnalysis === null ? (
          <p>{intl.formatMessage({ id: 'report.sentiment.none', defaultMessage: 'No traveller sentiment yet.' })}</p>
        ) : (
          <p>
            {intl.formatMessage(
              {
                id: 'report.sentiment',
                defaultMessage: '{positive, number, ::percent} positive: seen as {wording}.',
              },
              {
                positive: Math.round(destination.sentimentAnalysis.positive) / 100,
                wording: sentimentText(intl, destination.sentimentAnalysis.positive),
              },
            )}
            {destination.sentimentAnalysis.terms.length > 0 && (
              <>
                {GAP}
                {intl.formatMessage(
                  { id: 'report.sentiment.terms', defaultMessage: 'Most mentioned: {terms}.' },
                  { terms: destination.sentimentAnalysis.terms.join(', ') },
                )}
              </>
            )}
          </p>
        )}
      </section>

      <section className="report-section" aria-labelledby="report-places">
        <h2 id="report-places">{intl.formatMessage({ id: 'report.places', defaultMessage: 'Places' })}</h2>
        {accommodations.length + activities.length === 0 ? (
          <p>
            {intl.formatMessage({
              id: 'report.places.none',
              defaultMessage: 'No accommodations or activities listed yet.',
            })}
          </p>
        ) : (
          <table className="report-table">
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage({ id: 'report.col.place', defaultMessage: 'Place' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'report.col.kind', defaultMessage: 'Kind' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'report.col.safety', defaultMessage: 'Safety' })}</th>
                <th scope="col">
                  {intl.formatMessage({ id: 'report.col.areaPrice', defaultMessage: 'Area · price' })}
                </th>
                <th scope="col">{intl.formatMessage({ id: 'report.col.features', defaultMessage: 'Features' })}</th>
              </tr>
            </thead>
            <tbody>
              {[
                ...accommodations.map((place) => ({ place, kind: 'accommodation' as const })),
                ...activities.map((place) => ({ place, kind: 'activity' as const })),
              ].map(({ place, kind }) => (
                <tr key={`${kind}-${place.id}`}>
                  <th scope="row">{place.name}</th>
                  <td>
                    {intl.formatMessage(
                      {
                        id: 'place.kind',
                        defaultMessage: '{kind, select, accommodation {Accommodation} other {Activity}}',
                      },
                      { kind },
                    )}
                  </td>
                  <td>
                    {intl.formatMessage(
                      { id: 'score.outOf100', defaultMessage: '{score, number}/100' },
                      { score: place.safetyScore },
                    )}
                  </td>
                  <td>
                    {intl.formatMessage(
                      { id: 'place.areaPrice', defaultMessage: '{area} · {price}' },
                      { area: place.area, price: place.priceRange },
                    )}
                  </td>
                  <td>{place.features.join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section className="report-section" aria-labelledby="report-history">
        <h2 id="report-history">
          {intl.formatMessage({ id: 'report.history', defaultMessage: 'How the score changed' })}
        </h2>
        {history === null ? (
          <p>
            {intl.formatMessage({
              id: 'report.history.failed',
              defaultMessage: "The score's history could not be loaded.",
            })}
          </p>
        ) : history.entries.length === 0 ? (
          <p>{intl.formatMessage({ id: 'history.none', defaultMessage: 'No event has changed this score yet.' })}</p>
        ) : (
          <table className="report-table">
            <thead>
              <tr>
                {(['when', 'event', 'by', 'reason', 'change'] as const).map((key) => (
                  <th key={key} scope="col">
                    {intl.formatMessage(HISTORY_COLUMNS[key])}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {history.entries.map((entry) => (
                <tr key={entry.eventId}>
                  <td>{formatDate(intl, entry.occurredAt)}</td>
                  <td>{eventTypeLabel(intl, entry.type)}</td>
                  <td>{actorRoleLabel(intl, entry.actorRole)}</td>
                  <td lang="en">{entry.reason ?? NONE}</td>
                  <td>
                    {metricChanges(entry)
                      .map(
                        ({ metric, before, after }) =>
                          `${metricName(intl, metric)}: ${formatScore(intl, before)}${ARROW}${formatScore(intl, after)}`,
                      )
                      .join('; ') ||
                      intl.formatMessage({ id: 'history.noChange', defaultMessage: 'No visible change' })}
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
