/** A neighbourhood's score as five stars: one per 20 points, a half within 10 points below the next (spec section 9). */
import { Star, StarHalf } from 'lucide-react';
import { useIntl } from 'react-intl';
import { stars } from '@safetrails/scoring';

export function NeighbourhoodStars({ score }: { readonly score: number }) {
  const intl = useIntl();
  const { full, half, empty } = stars(score);
  const count = full + (half ? 0.5 : 0);
  return (
    <span
      className="stars"
      role="img"
      aria-label={intl.formatMessage(
        { id: 'stars.label', defaultMessage: '{count, number} out of 5 stars' },
        { count },
      )}
    >
      {Array.from({ length: full }, (_, index) => (
        <Star key={`full-${index}`} aria-hidden="true" size={16} className="star star-full" />
      ))}
      {half && <StarHalf aria-hidden="true" size={16} className="star star-full" />}
      {Array.from({ length: empty }, (_, index) => (
        <Star key={`empty-${index}`} aria-hidden="true" size={16} className="star star-empty" />
      ))}
    </span>
  );
}
