/** A safety score as a coloured badge (the spec's bands), or "Unrated" while nobody has rated it. */
import { useIntl } from 'react-intl';
import { advisedBand } from '@safetrails/scoring';

const GAP = ' ';

interface ScoreBadgeProps {
  readonly score: number | null;
  /** Show "82/100" rather than "82". */
  readonly outOf100?: boolean;
  readonly size?: 'small' | 'large';
  /** The highest official level where the place is: at 3 or 4 the badge reads low and says so. */
  readonly highestLevel?: number | null;
}

export function ScoreBadge({ score, outOf100 = false, size = 'small', highestLevel = null }: ScoreBadgeProps) {
  const intl = useIntl();
  if (score === null) {
    return (
      <span className={`score-badge score-badge-${size} score-badge-unrated`}>
        {intl.formatMessage({ id: 'score.unrated', defaultMessage: 'Unrated' })}
      </span>
    );
  }
  const rounded = Math.round(score);
  const advised = highestLevel !== null && highestLevel >= 3;
  return (
    <span
      className={`score-badge score-badge-${size} score-badge-${advisedBand(rounded, highestLevel)}`}
      aria-label={intl.formatMessage(
        {
          id: 'score.badge.short',
          defaultMessage:
            'Safety score {score} out of 100{advised, select, yes {, official advice level {level} for this area} other {}}',
        },
        { score: rounded, advised: advised ? 'yes' : 'no', level: highestLevel ?? 0 },
      )}
      data-advice-level={advised ? highestLevel : undefined}
    >
      {outOf100
        ? intl.formatMessage({ id: 'score.outOf100', defaultMessage: '{score, number}/100' }, { score: rounded })
        : rounded}
      {advised && (
        <span aria-hidden="true">
          {GAP}
          {intl.formatMessage({ id: 'score.badge.level', defaultMessage: '· L{level}' }, { level: highestLevel })}
        </span>
      )}
    </span>
  );
}
