/** What a settings change says when it is saved or refused, in one place for every section. */
import { toast } from '@/lib/toast';
import { ApiError, NetworkError } from '@/lib/api-client';
import { rateLimitedMessage } from '@/lib/rate-limited';

export function settingSaved(what: string): void {
  toast.success('Alert settings saved', { description: what });
}

export function settingRefused(error: Error): void {
  const description =
    rateLimitedMessage(error) ??
    (error instanceof NetworkError
      ? 'You are offline: nothing was changed. Try again when you have a connection.'
      : error instanceof ApiError
        ? error.message
        : 'Something went wrong: nothing was changed.');
  toast.error('Not saved', { description });
}

/** A settings mutation's callbacks: saying `what` was saved, or why nothing was. */
export function savedWith(what: string): { onSuccess: () => void; onError: (error: Error) => void } {
  return { onSuccess: () => settingSaved(what), onError: settingRefused };
}
