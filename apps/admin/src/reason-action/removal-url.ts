/**
 * Where a removal with a reason goes: `DELETE /admin-api/{resource}/{id}?reason=`. react-admin's
 * delete sends no body, so the API takes the reason from the query.
 */
export function removalUrl(resource: string, id: string, reason: string): string {
  return `/admin-api/${resource}/${encodeURIComponent(id)}?${new URLSearchParams({ reason }).toString()}`;
}
