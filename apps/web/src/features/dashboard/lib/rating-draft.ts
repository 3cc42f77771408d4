/**
 * The Add Safety Rating form: the six 1-5 dimensions of spec part 2 "Destination rating schema" with
 * their labels, and a starting draft, either the traveller's earlier rating or the middle of the scale.
 */
import {
  RATING_DIMENSIONS,
  RATING_MAX,
  RATING_MIN,
  type MyRating,
  type RatingDimension,
  type RatingScores,
} from '@safetrails/contracts';

export const RATING_SCALE: readonly number[] = Array.from(
  { length: RATING_MAX - RATING_MIN + 1 },
  (_, index) => RATING_MIN + index,
);

const MIDDLE = Math.round((RATING_MIN + RATING_MAX) / 2);

export interface RatingDraft {
  readonly scores: RatingScores;
  readonly comment: string;
}

/** The earlier rating's values where they are valid, the middle of the scale elsewhere. */
export function ratingDraft(previous: MyRating | null): RatingDraft {
  const scores = Object.fromEntries(
    RATING_DIMENSIONS.map((dimension) => {
      const value = previous?.scores[dimension];
      const valid = Number.isInteger(value) && value! >= RATING_MIN && value! <= RATING_MAX;
      return [dimension, valid ? value! : MIDDLE];
    }),
  ) as Record<RatingDimension, number>;
  return { scores, comment: previous?.comment ?? '' };
}
