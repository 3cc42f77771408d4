/** Takes a record down with a reason; the API answers the record as it was. */
import { httpClient } from '../data-provider';
import { removalUrl } from './removal-url';

export async function removeWithReason<T>(resource: string, id: string, reason: string): Promise<T> {
  const { json } = await httpClient(removalUrl(resource, id, reason), { method: 'DELETE' });
  return json as T;
}
