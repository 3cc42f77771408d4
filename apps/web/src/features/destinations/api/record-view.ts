/**
 * `POST /api/destinations/{id}/views`: tells the server a signed-in beta traveller opened a destination
 * (the dashboard's "destinations viewed in 30 days"; the server counts one a day). Fire and forget:
 * a failure costs the traveller nothing, so it is not shown.
 */
import { useEffect } from 'react';
import { apiPost } from '@/lib/api-client';

export function recordDestinationView(id: number): Promise<null> {
  return apiPost<null>(`/api/destinations/${id}/views`);
}

/** Records one view per destination opened while `enabled` (signed in with beta access). */
export function useRecordDestinationView(id: number | null, enabled: boolean): void {
  useEffect(() => {
    if (id === null || !enabled) return;
    recordDestinationView(id).catch(() => undefined);
  }, [id, enabled]);
}
