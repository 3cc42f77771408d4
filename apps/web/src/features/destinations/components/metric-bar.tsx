/** One metric as a labelled bar in its band's colour, with the spec's tiered explanation beneath. */
import type { ReactNode } from 'react';
import type { SafetyMetric } from '@safetrails/contracts';
import { useIntl } from 'react-intl';
import { scoreBand } from '@safetrails/scoring';
import { metricText } from '../lib/score-words';
import { ScoreBadge } from './score-badge';

interface MetricBarProps {
  readonly label: string;
  readonly score: number | null;
  /** The metric whose tiered text explains the score; none for derived figures like day and night. */
  readonly metric?: SafetyMetric;
  readonly icon?: ReactNode;
  /** Replaces the tiered explanation. */
  readonly note?: string;
}

export function MetricBar({ label, score, metric, icon, note }: MetricBarProps) {
  const intl = useIntl();
  const explanation =
    note ??
    (score === null
      ? intl.formatMessage({ id: 'metric.notRated.sentence', defaultMessage: 'Not rated yet.' })
      : metric
        ? metricText(intl, metric, score)
        : undefined);
  return (
    <div className="metric-bar">
      <div className="metric-bar-head">
        {icon && <span className="metric-bar-icon">{icon}</span>}
        <span className="metric-bar-label">{label}</span>
        <ScoreBadge score={score} />
      </div>
      {score === null ? (
        // A meter needs a value: an unrated metric shows an empty track, and its badge and text say so.
        <div className="metric-bar-track" aria-hidden="true" />
      ) : (
        <div
          className="metric-bar-track"
          role="meter"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={score}
          aria-valuetext={intl.formatMessage(
            { id: 'metric.valueText', defaultMessage: '{score, number} out of 100' },
            { score: Math.round(score) },
          )}
        >
          <span
            className={`metric-bar-fill metric-bar-fill-${scoreBand(score)}`}
            style={{ width: `${Math.max(0, Math.min(100, score))}%` }}
          />
        </div>
      )}
      {explanation && <p className="metric-bar-text">{explanation}</p>}
    </div>
  );
}
