/**
 * The safety score card (spec part 1 "Safety score card", section 9's derived values): Overview with a
 * gauge, the level sentence, the description and four tiles; Metrics, one row per metric; Compare,
 * day against night and neighbourhood against neighbourhood. An unrated destination says so
 * rather than showing a zero.
 */
import { useId, useState, type ReactNode } from 'react';
import { BarChart3, Gauge, HeartPulse, Moon, Scale, ShieldCheck, Sun, UserRound } from 'lucide-react';
import { METRIC_DEFINITIONS, type DestinationDetail } from '@safetrails/contracts';
import {
  dayScore,
  medicalLabel,
  neighbourhoodNote,
  nightNote,
  nightScore,
  advisedBand,
  personalSafetyLabel,
  safetyLevelLabel,
  scoreBand,
  soloTravelLabel,
  soloTravelScore,
} from '@safetrails/scoring';
import { Tabs, type TabItem } from '@/components/ui/tabs';
import { MetricBar } from './metric-bar';
import { MetricIcon } from './metric-icon';
import { ScoreBadge } from './score-badge';
import { ScoreWorking } from './score-working';
import '@/styles/destinations.css';

export interface SafetyScoreCardProps {
  readonly destination: DestinationDetail;
  /** The card's heading level where it sits under another section's heading. */
  readonly headingLevel?: 'h2' | 'h3';
}

type CardTab = 'overview' | 'metrics' | 'compare';

const TABS: readonly TabItem<CardTab>[] = [
  { key: 'overview', label: 'Overview', icon: Gauge },
  { key: 'metrics', label: 'Metrics', icon: BarChart3 },
  { key: 'compare', label: 'Compare', icon: Scale },
];

export function SafetyScoreCard({ destination, headingLevel: Heading = 'h2' }: SafetyScoreCardProps) {
  const [tab, setTab] = useState<CardTab>('overview');
  const idPrefix = useId();
  const titleId = `${idPrefix}-title`;
  return (
    <section className="card safety-score-card" aria-labelledby={titleId}>
      <Heading id={titleId} className="panel-title">
        <ShieldCheck aria-hidden="true" size={20} /> Safety Score
      </Heading>
      <Tabs
        label={`Safety score of ${destination.name}`}
        idPrefix={`${idPrefix}-card`}
        tabs={TABS}
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
  const score = destination.safetyScore;
  return (
    <div className="score-overview">
      <ScoreGauge score={score} />
      {score === null ? (
        <p className="score-sentence">
          The safety score of {destination.name} is not rated yet — be the first to rate it.
        </p>
      ) : (
        <p className="score-sentence">
          The safety score of {destination.name} is considered{' '}
          <strong className={`band-text band-text-${advisedBand(score, destination.localAdvice.highestLevel)}`}>
            {safetyLevelLabel(score, destination.localAdvice.highestLevel).toLowerCase()}
          </strong>
          .
        </p>
      )}
      {destination.description && <p className="muted">{destination.description}</p>}
      <ul className="score-tiles" aria-label="Safety at a glance">
        <ScoreTile
          icon={<ShieldCheck aria-hidden="true" size={18} />}
          title="Personal Safety"
          score={score}
          label={score === null ? null : personalSafetyLabel(score, destination.localAdvice.highestLevel)}
        />
        <ScoreTile
          icon={<Moon aria-hidden="true" size={18} />}
          title="Night Safety"
          score={score === null ? null : nightScore(score)}
          label={score === null ? null : personalSafetyLabel(nightScore(score), destination.localAdvice.highestLevel)}
        />
        <ScoreTile
          icon={<UserRound aria-hidden="true" size={18} />}
          title="Solo Travel"
          score={score === null ? null : soloTravel(destination)}
          label={score === null ? null : soloTravelLabel(soloTravel(destination))}
        />
        <ScoreTile
          icon={<HeartPulse aria-hidden="true" size={18} />}
          title="Health & Medical"
          score={destination.medicalAccess}
          label={destination.medicalAccess === null ? null : medicalLabel(destination.medicalAccess)}
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
  return (
    <li className={`score-tile score-tile-${score === null ? 'unrated' : scoreBand(score)}`}>
      <span className="score-tile-head">
        {icon}
        {title}
      </span>
      <span className="score-tile-label">{label ?? 'Not rated yet'}</span>
      {score !== null && <span className="score-tile-value">{Math.round(score)}/100</span>}
    </li>
  );
}

/** A half-circle gauge; the number is in the text, the arc only repeats it. */
function ScoreGauge({ score }: { readonly score: number | null }) {
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
          <span className="score-gauge-unrated">Not rated yet</span>
        ) : (
          <>
            <span className="score-gauge-number">{Math.round(score)}</span>
            <span className="score-gauge-out-of">/100</span>
          </>
        )}
      </p>
    </div>
  );
}

function MetricsTab({ destination }: { readonly destination: DestinationDetail }) {
  return (
    <ul className="metric-list" aria-label="Safety metrics">
      {METRIC_DEFINITIONS.map(({ key, label }) => (
        <li key={key}>
          <MetricBar label={label} score={destination[key]} metric={key} icon={<MetricIcon metric={key} />} />
        </li>
      ))}
    </ul>
  );
}

function CompareTab({ destination }: { readonly destination: DestinationDetail }) {
  const score = destination.safetyScore;
  const rated = destination.neighborhoods.filter((neighbourhood) => neighbourhood.safety !== null);
  return (
    <div className="score-compare">
      <h3 className="panel-subtitle">Day vs night</h3>
      {score === null ? (
        <p className="muted">Day and night safety show once {destination.name} has a score.</p>
      ) : (
        <>
          <MetricBar label="Day" icon={<Sun aria-hidden="true" size={18} />} score={dayScore(score)} note="" />
          <MetricBar label="Night" icon={<Moon aria-hidden="true" size={18} />} score={nightScore(score)} note="" />
          <p className="metric-bar-text">{nightNote(nightScore(score))}</p>
        </>
      )}
      <h3 className="panel-subtitle">Neighbourhoods</h3>
      {rated.length === 0 ? (
        <p className="muted">No neighbourhood scores on record for {destination.name} yet.</p>
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
          <p className="metric-bar-text">{neighbourhoodNote(rated.map(({ safety }) => safety ?? 0))}</p>
        </>
      )}
    </div>
  );
}
