/**
 * A 0-100 safety score as a badge coloured by its band (spec part 1 section 9: 80+ green, 60-79
 * yellow, below 60 red), or "Not rated" while a destination has no score. A dot-only form sits
 * before names in lists. The band is also in the text, so colour is never the only signal.
 */
import { advisedBand, safetyLevelLabel, scoreBand } from '@safetrails/scoring';

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
  if (score === null) return <span className="score-pill score-pill-none">Not rated</span>;
  const rounded = Math.round(score);
  const advised = highestLevel !== null && highestLevel >= 3;
  const label = safetyLevelLabel(rounded, highestLevel);
  const why = advised ? `, official advice level ${highestLevel} for this area` : '';
  return (
    <span
      className={`score-pill score-pill-${advisedBand(rounded, highestLevel)}`}
      title={`${label} safety${why}`}
      aria-label={`Safety score ${rounded} out of 100, ${label.toLowerCase()}${why}`}
      data-advice-level={advised ? highestLevel : undefined}
    >
      {rounded}
      {outOf100 && <span className="score-pill-scale">/100</span>}
      {advised && (
        <span className="score-pill-advice" aria-hidden="true">
          {' '}
          · L{highestLevel}
        </span>
      )}
    </span>
  );
}

export function ScoreDot({ score }: { readonly score: number | null }) {
  const band = score === null ? 'none' : scoreBand(Math.round(score));
  return <span className={`score-dot score-dot-${band}`} aria-hidden="true" />;
}
