/**
 * A 0-100 safety score as a badge coloured by its band (spec part 1 section 9: 80+ green, 60-79
 * yellow, below 60 red), or "Not rated" while a destination has no score. A dot-only form sits
 * before names in lists. The band is also in the text, so colour is never the only signal.
 */
import { useIntl } from 'react-intl';
import { advisedBand, safetyLevelLabel, scoreBand } from '@safetrails/scoring';

const SCALE = '/100';

interface ScoreBadgeProps {
  readonly score: number | null;
  /** "/100" after the number. */
  readonly outOf100?: boolean;
  /**
   * The highest level any government gives the place where it is (its local advice): at 3 or 4 the
   * badge reads low whatever the number, and says why.
   */
  readonly highestLevel?: number | null;
}

export function ScoreBadge({ score, outOf100 = false, highestLevel = null }: ScoreBadgeProps) {
  const intl = useIntl();
  if (score === null)
    return (
      <span className="score-pill score-pill-none">
        {intl.formatMessage({ id: 'score.notRated', defaultMessage: 'Not rated' })}
      </span>
    );
  const rounded = Math.round(score);
  const advised = highestLevel !== null && highestLevel >= 3;
  const band = safetyLevelLabel(rounded, highestLevel);
  const values = { band, score: rounded, advised: advised ? 'yes' : 'no', level: highestLevel ?? 0 };
  return (
    <span
      className={`score-pill score-pill-${advisedBand(rounded, highestLevel)}`}
      title={intl.formatMessage(
        {
          id: 'score.badge.title',
          defaultMessage:
            '{band, select, High {High safety} Medium {Medium safety} other {Low safety}}{advised, select, yes {, official advice level {level} for this area} other {}}',
        },
        values,
      )}
      aria-label={intl.formatMessage(
        {
          id: 'score.badge.label',
          defaultMessage:
            'Safety score {score} out of 100, {band, select, High {high safety} Medium {medium safety} other {low safety}}{advised, select, yes {, official advice level {level} for this area} other {}}',
        },
        values,
      )}
      data-advice-level={advised ? highestLevel : undefined}
    >
      {rounded}
      {outOf100 && <span className="score-pill-scale">{SCALE}</span>}
      {advised && (
        <span className="score-pill-advice" aria-hidden="true">
          {intl.formatMessage({ id: 'score.badge.level', defaultMessage: '· L{level}' }, { level: highestLevel })}
        </span>
      )}
    </span>
  );
}

export function ScoreDot({ score }: { readonly score: number | null }) {
  const band = score === null ? 'none' : scoreBand(Math.round(score));
  return <span className={`score-dot score-dot-${band}`} aria-hidden="true" />;
}
