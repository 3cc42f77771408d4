/** A safety score as a coloured badge (the spec's bands), or "Unrated" while nobody has rated it. */
import { scoreBand } from '@safetrails/scoring';

interface ScoreBadgeProps {
  readonly score: number | null;
  /** Show "82/100" rather than "82". */
  readonly outOf100?: boolean;
  readonly size?: 'small' | 'large';
}

export function ScoreBadge({ score, outOf100 = false, size = 'small' }: ScoreBadgeProps) {
  if (score === null) {
    return <span className={`score-badge score-badge-${size} score-badge-unrated`}>Unrated</span>;
  }
  const rounded = Math.round(score);
  return (
    <span
      className={`score-badge score-badge-${size} score-badge-${scoreBand(rounded)}`}
      aria-label={`Safety score ${rounded} out of 100`}
    >
      {outOf100 ? `${rounded}/100` : rounded}
    </span>
  );
}
