/** The one thing to say when a contribution was kept on the device for later. */
import { toast } from '@/lib/toast';
import { QueuedOfflineError } from './outbox';

/** True (and the traveller told) when `error` means "kept on this device, sent when back online". */
export function toldQueuedOffline(error: unknown): boolean {
  if (!(error instanceof QueuedOfflineError)) return false;
  toast.success('Saved on this device', { description: error.message });
  return true;
}
