/**
 * Takes a record down with a reason: `DELETE /admin-api/{resource}/{id}?reason=`. react-admin's
 * delete sends no body, so the API takes the reason from the query; it answers the record as it was.
 */
import { httpClient } from '../data-provider';

export function removalUrl(resource: string, id: string, reason: string): string {
  return `/admin-api/${resource}/${encodeURIComponent(id)}?${new URLSearchParams({ reason }).toString()}`;
}

export async function removeWithReason<T>(resource: string, id: string, reason: string): Promise<T> {
  const { json } = await httpClient(removalUrl(resource, id, reason), { method: 'DELETE' });
  return json as T;
}
