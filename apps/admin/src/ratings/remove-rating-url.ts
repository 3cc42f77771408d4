/**
 * Where a rating's removal goes: `DELETE /admin-api/ratings/{id}?reason=`. react-admin's delete
 * sends no body, so the API takes the reason from the query.
 */
export function removeRatingUrl(ratingId: string, reason: string): string {
  return `/admin-api/ratings/${encodeURIComponent(ratingId)}?${new URLSearchParams({ reason }).toString()}`;
}
