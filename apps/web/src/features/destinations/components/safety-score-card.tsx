/**
 * The safety score card (spec part 1 "Safety score card", section 9's derived values): Overview with a
 * gauge, the level sentence, the description and four tiles; Metrics, one row per metric; Compare,
 * day against night and neighbourhood against neighbourhood. An unrated destination says so
 * rather than showing a zero.
 */
import { useId, useState, type ReactNode } from 'react';
import { BarChart3, Gauge, HeartPulse, Moon, Scale, ShieldCheck, Sun, UserRound } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { METRIC_DEFINITIONS, type DestinationDetail } from '@safetrails/contracts';
import { advisedBand, dayScore, nightScore, scoreBand, soloTravelScore } from '@safetrails/scoring';
import { levelWord, metricName, neighbourhoodNote, nightNote, tileLabel } from '../lib/score-words';
import { Tabs, type TabItem } from '@/components/ui/tabs';
import { MetricBar } from './metric-bar';
import { MetricIcon } from './metric-icon';
import { ScoreBadge } from './score-badge';
import { ScoreWorking } from './score-working';

const TILES = defineMessages({
  personal: { id: 'scoreCard.tile.personal', defaultMessage: 'Personal Safety' },
  night: { id: 'scoreCard.tile.night', defaultMessage: 'Night Safety' },
  solo: { id: 'scoreCard.tile.solo', defaultMessage: 'Solo Travel' },
  medical: { id: 'scoreCard.tile.medical', defaultMessage: 'Health & Medical' },
});
import '@/styles/destinations.css';

export interface SafetyScoreCardProps {
  readonly destination: DestinationDetail;
  /** The card's heading level where it sits under another section's heading. */
  readonly headingLevel?: 'h2' | 'h3';
}

type CardTab = 'overview' | 'metrics' | 'compare';

const TAB_ICONS = { overview: Gauge, metrics: BarChart3, compare: Scale } as const;
const GAP = ' ';
const SCALE = '/100';

export function SafetyScoreCard({ destination, headingLevel: Heading = 'h2' }: SafetyScoreCardProps) {
  const intl = useIntl();
  const tabs: readonly TabItem<CardTab>[] = (['overview', 'metrics', 'compare'] as const).map((key) => ({
    key,
    icon: TAB_ICONS[key],
    label: intl.formatMessage(
      { id: 'scoreCard.tab', defaultMessage: '{tab, select, overview {Overview} metrics {Metrics} other {Compare}}' },
      { tab: key },
    ),
  }));
  const [tab, setTab] = useState<CardTab>('overview');
  const idPrefix = useId();
  const titleId = `${idPrefix}-title`;
  return (
    <section className="card safety-score-card" aria-labelledby={titleId}>
      <Heading id={titleId} className="panel-title">
        <ShieldCheck aria-hidden="true" size={20} />
        {GAP}
        {intl.formatMessage({ id: 'scoreCard.title', defaultMessage: 'Safety Score' })}
      </Heading>
      <Tabs
        label={intl.formatMessage(
          { id: 'scoreCard.label', defaultMessage: 'Safety score of {city}' },
          { city: destination.name },
        )}
        idPrefix={`${idPrefix}-card`}
        tabs={tabs}
        selected={tab}
        onSelect={setTab}
      >
        {tab === 'overview' && <OverviewTab destination={destination} />}
        {tab === 'metrics' && <MetricsTab destination={destination} />}
        {tab === 'compare' && <CompareTab destination={destination} />}
      </Tabs>
    </section>
  );
}

function OverviewTab({ destination }: { readonly destination: DestinationDetail }) {
  const intl = useIntl();
  const score = destination.safetyScore;
  const highest = destination.localAdvice.highestLevel;
  const tile = (key: keyof typeof TILES) => intl.formatMessage(TILES[key]);
  return (
    <div className="score-overview">
      <ScoreGauge score={score} />
      {score === null ? (
        <p className="score-sentence">
          {intl.formatMessage(
            {
              id: 'scoreCard.unrated',
              defaultMessage: 'The safety score of {city} is not rated yet — be the first to rate it.',
            },
            { city: destination.name },
          )}
        </p>
      ) : (
        <p className="score-sentence">
          <FormattedMessage
            id="scoreCard.sentence"
            defaultMessage="The safety score of {city} is considered <band>{level}</band>."
            values={{
              city: destination.name,
              level: levelWord(intl, score, highest),
              band: (chunks) => (
                <strong className={`band-text band-text-${advisedBand(score, highest)}`}>{chunks}</strong>
              ),
            }}
          />
        </p>
      )}
      {destination.description && <p className="muted">{destination.description}</p>}
      <ul
        className="score-tiles"
        aria-label={intl.formatMessage({ id: 'scoreCard.glance', defaultMessage: 'Safety at a glance' })}
      >
        <ScoreTile
          icon={<ShieldCheck aria-hidden="true" size={18} />}
          title={tile('personal')}
          score={score}
          label={score === null ? null : tileLabel(intl, 'personal', score, highest)}
        />
        <ScoreTile
          icon={<Moon aria-hidden="true" size={18} />}
          title={tile('night')}
          score={score === null ? null : nightScore(score)}
          label={score === null ? null : tileLabel(intl, 'personal', nightScore(score), highest)}
        />
        <ScoreTile
          icon={<UserRound aria-hidden="true" size={18} />}
          title={tile('solo')}
          score={score === null ? null : soloTravel(destination)}
          label={score === null ? null : tileLabel(intl, 'solo', soloTravel(destination))}
        />
        <ScoreTile
          icon={<HeartPulse aria-hidden="true" size={18} />}
          title={tile('medical')}
          score={destination.medicalAccess}
          label={destination.medicalAccess === null ? null : tileLabel(intl, 'medical', destination.medicalAccess)}
        />
      </ul>
      <ScoreWorking destination={destination} />
    </div>
  );
}

/** The spec's rule reads harassment above 70 as a bonus; an unrated harassment level earns none. */
function soloTravel(destination: DestinationDetail): number {
  return soloTravelScore(destination.safetyScore ?? 0, destination.harassmentLevel ?? 0);
}

function ScoreTile({
  icon,
  title,
  score,
  label,
}: {
  readonly icon: ReactNode;
  readonly title: string;
  readonly score: number | null;
  readonly label: string | null;
}) {
  const intl = useIntl();
  return (
    <li className={`score-tile score-tile-${score === null ? 'unrated' : scoreBand(score)}`}>
      <span className="score-tile-head">
        {icon}
        {title}
      </span>
      <span className="score-tile-label">
        {label ?? intl.formatMessage({ id: 'metric.notRated', defaultMessage: 'Not rated yet' })}
      </span>
      {score !== null && (
        <span className="score-tile-value">
          {intl.formatMessage(
            { id: 'score.outOf100', defaultMessage: '{score, number}/100' },
            { score: Math.round(score) },
          )}
        </span>
      )}
    </li>
  );
}

/** A half-circle gauge; the number is in the text, the arc only repeats it. */
function ScoreGauge({ score }: { readonly score: number | null }) {
  const intl = useIntl();
  const radius = 80;
  const circumference = Math.PI * radius;
  const filled = score === null ? 0 : (Math.max(0, Math.min(100, score)) / 100) * circumference;
  const band = score === null ? 'unrated' : scoreBand(score);
  return (
    <div className="score-gauge">
      <svg viewBox="0 0 200 112" aria-hidden="true">
        <path d="M 20 100 A 80 80 0 0 1 180 100" className="score-gauge-track" />
        <path
          d="M 20 100 A 80 80 0 0 1 180 100"
          className={`score-gauge-fill score-gauge-fill-${band}`}
          strokeDasharray={`${filled} ${circumference}`}
        />
      </svg>
      <p className="score-gauge-value">
        {score === null ? (
          <span className="score-gauge-unrated">
            {intl.formatMessage({ id: 'metric.notRated', defaultMessage: 'Not rated yet' })}
          </span>
        ) : (
          <>
            <span className="score-gauge-number">{Math.round(score)}</span>
            <span className="score-gauge-out-of">{SCALE}</span>
          </>
        )}
      </p>
    </div>
  );
}

function MetricsTab({ destination }: { readonly destination: DestinationDetail }) {
  const intl = useIntl();
  return (
    <ul
      className="metric-list"
      aria-label={intl.formatMessage({ id: 'tabs.metrics', defaultMessage: 'Safety metrics' })}
    >
      {METRIC_DEFINITIONS.map(({ key }) => (
        <li key={key}>
          <MetricBar
            label={metricName(intl, key)}
            score={destination[key]}
            metric={key}
            icon={<MetricIcon metric={key} />}
          />
        </li>
      ))}
    </ul>
  );
}

function CompareTab({ destination }: { readonly destination: DestinationDetail }) {
  const intl = useIntl();
  const score = destination.safetyScore;
  const rated = destination.neighborhoods.filter((neighbourhood) => neighbourhood.safety !== null);
  return (
    <div className="score-compare">
      <h3 className="panel-subtitle">
        {intl.formatMessage({ id: 'scoreCard.dayNight', defaultMessage: 'Day vs night' })}
      </h3>
      {score === null ? (
        <p className="muted">
          {intl.formatMessage(
            { id: 'scoreCard.dayNight.none', defaultMessage: 'Day and night safety show once {city} has a score.' },
            { city: destination.name },
          )}
        </p>
      ) : (
        <>
          <MetricBar
            label={intl.formatMessage({ id: 'scoreCard.day', defaultMessage: 'Day' })}
            icon={<Sun aria-hidden="true" size={18} />}
            score={dayScore(score)}
            note=""
          />
          <MetricBar
            label={intl.formatMessage({ id: 'scoreCard.night', defaultMessage: 'Night' })}
            icon={<Moon aria-hidden="true" size={18} />}
            score={nightScore(score)}
            note=""
          />
          <p className="metric-bar-text">{nightNote(intl, nightScore(score))}</p>
        </>
      )}
      <h3 className="panel-subtitle">
        {intl.formatMessage({ id: 'scoreCard.neighbourhoods', defaultMessage: 'Neighbourhoods' })}
      </h3>
      {rated.length === 0 ? (
        <p className="muted">
          {intl.formatMessage(
            {
              id: 'scoreCard.neighbourhoods.none',
              defaultMessage: 'No neighbourhood scores on record for {city} yet.',
            },
            { city: destination.name },
          )}
        </p>
      ) : (
        <>
          <ul className="neighbourhood-scores">
            {rated.map((neighbourhood) => (
              <li key={neighbourhood.id}>
                <span>{neighbourhood.name}</span>
                <ScoreBadge score={neighbourhood.safety} />
              </li>
            ))}
          </ul>
          <p className="metric-bar-text">
            {neighbourhoodNote(
              intl,
              rated.map(({ safety }) => safety ?? 0),
            )}
          </p>
        </>
      )}
    </div>
  );
}
