/**
 * What the links in our emails do, without signing in: confirm her address for alert emails, and
 * unsubscribe (what the link is about first, then her choice: this place, this kind, or all email).
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { UnsubscribeResult, UnsubscribeTarget } from '@safetrails/contracts';
import { apiGet, apiPost } from '@/lib/api-client';
import { retryUnlessAnswered } from '@/lib/retry-unless-answered';

export function useConfirmEmail() {
  return useMutation({
    mutationFn: (token: string) =>
      apiPost<{ confirmed: true }>('/api/alert-settings/email/confirm', { body: { token } }),
  });
}

export function useUnsubscribeTarget(token: string | null) {
  return useQuery({
    queryKey: ['unsubscribe', token],
    queryFn: ({ signal }) =>
      apiGet<UnsubscribeTarget>(`/api/notifications/unsubscribe?token=${encodeURIComponent(token!)}`, { signal }),
    enabled: token !== null,
    retry: retryUnlessAnswered,
  });
}

export function useUnsubscribe(token: string) {
  return useMutation({
    mutationFn: (scope: 'place' | 'kind' | 'all') =>
      apiPost<UnsubscribeResult>(`/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`, {
        body: { scope },
      }),
  });
}
