/** A safety score as a coloured badge (the spec's bands), or "Unrated" while nobody has rated it. */
import { advisedBand } from '@safetrails/scoring';

interface ScoreBadgeProps {
  readonly score: number | null;
  /** Show "82/100" rather than "82". */
  readonly outOf100?: boolean;
  readonly size?: 'small' | 'large';
  /** The highest official level where the place is: at 3 or 4 the badge reads low and says so. */
  readonly highestLevel?: number | null;
}

export function ScoreBadge({ score, outOf100 = false, size = 'small', highestLevel = null }: ScoreBadgeProps) {
  if (score === null) {
    return <span className={`score-badge score-badge-${size} score-badge-unrated`}>Unrated</span>;
  }
  const rounded = Math.round(score);
  const advised = highestLevel !== null && highestLevel >= 3;
  return (
    <span
      className={`score-badge score-badge-${size} score-badge-${advisedBand(rounded, highestLevel)}`}
      aria-label={`Safety score ${rounded} out of 100${advised ? `, official advice level ${highestLevel} for this area` : ''}`}
      data-advice-level={advised ? highestLevel : undefined}
    >
      {outOf100 ? `${rounded}/100` : rounded}
      {advised && <span aria-hidden="true"> · L{highestLevel}</span>}
    </span>
  );
}
