/**
 * A 0-100 safety score as a badge coloured by its band (spec part 1 section 9: 80+ green, 60-79
 * yellow, below 60 red), or "Not rated" while a destination has no score. A dot-only form sits
 * before names in lists. The band is also in the text, so colour is never the only signal.
 */
import { safetyLevelLabel, scoreBand } from '@safetrails/scoring';

interface ScoreBadgeProps {
  readonly score: number | null;
  /** "/100" after the number. */
  readonly outOf100?: boolean;
}

export function ScoreBadge({ score, outOf100 = false }: ScoreBadgeProps) {
  if (score === null) return <span className="score-pill score-pill-none">Not rated</span>;
  const rounded = Math.round(score);
  return (
    <span
      className={`score-pill score-pill-${scoreBand(rounded)}`}
      title={`${safetyLevelLabel(rounded)} safety`}
      aria-label={`Safety score ${rounded} out of 100, ${safetyLevelLabel(rounded).toLowerCase()}`}
    >
      {rounded}
      {outOf100 && <span className="score-pill-scale">/100</span>}
    </span>
  );
}

export function ScoreDot({ score }: { readonly score: number | null }) {
  const band = score === null ? 'none' : scoreBand(Math.round(score));
  return <span className={`score-dot score-dot-${band}`} aria-hidden="true" />;
}
