/**
 * Removes a rating with a reason. The API appends SafetyRatingRemoved, carrying the values it takes
 * away, so the destination's score is as if the rating had never been given; it answers the
 * rating as it was.
 */
import type { AdminRating } from '@safetrails/contracts';
import { httpClient } from '../data-provider';
import { removeRatingUrl } from './remove-rating-url';

export async function removeRating(ratingId: string, reason: string): Promise<AdminRating> {
  const { json } = await httpClient(removeRatingUrl(ratingId, reason), { method: 'DELETE' });
  return json as AdminRating;
}
