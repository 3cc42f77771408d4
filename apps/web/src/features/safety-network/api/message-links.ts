/**
 * What the links in the safety network's emails open, with no session: a trusted contact's page
 * (accept, decline, stop; what she shares), and her "I'm OK" or "I'm safe" from a reminder.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckInAnswer, CheckInLinkView, ContactLinkView } from '@safetrails/contracts';
import { apiGet, apiPost } from '@/lib/api-client';
import { retryUnlessAnswered } from '@/lib/retry-unless-answered';
import { safetyKeys } from './safety-keys';

const withToken = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;

export function useContactLink(token: string | null) {
  return useQuery({
    queryKey: safetyKeys.contactLink(token ?? ''),
    queryFn: ({ signal }) => apiGet<ContactLinkView>(withToken('/api/trusted-contact-links', token!), { signal }),
    enabled: token !== null,
    retry: retryUnlessAnswered,
  });
}

export function useAnswerInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: 'accept' | 'decline' | 'stop') =>
      apiPost<ContactLinkView>(withToken('/api/trusted-contact-links', token), {
        body: { answer, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
      }),
    onSuccess: (view) => queryClient.setQueryData(safetyKeys.contactLink(token), view),
  });
}

export function useCheckInLink(token: string | null) {
  return useQuery({
    queryKey: safetyKeys.checkInLink(token ?? ''),
    queryFn: ({ signal }) => apiGet<CheckInLinkView>(withToken('/api/check-ins/by-link', token!), { signal }),
    enabled: token !== null,
    retry: retryUnlessAnswered,
  });
}

export function useCheckInByLink(token: string) {
  return useMutation({
    mutationFn: () => apiPost<CheckInAnswer>(withToken('/api/check-ins/by-link', token), { body: { via: 'link' } }),
  });
}
