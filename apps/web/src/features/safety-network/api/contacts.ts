/** `/api/trusted-contacts`: her safety network's people, inviting one, sending again, removing. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Locale, TrustedContact, TrustedContacts } from '@safetrails/contracts';
import { apiDelete, apiGet, apiPost } from '@/lib/api-client';
import { safetyKeys } from './safety-keys';

export interface InviteInput {
  readonly name: string;
  readonly email: string;
  readonly language: Locale;
}

export function useTrustedContacts() {
  return useQuery({
    queryKey: safetyKeys.contacts(),
    queryFn: ({ signal }) => apiGet<TrustedContacts>('/api/trusted-contacts', { signal }),
  });
}

function useContactsMutation<Variables, Result>(send: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: safetyKeys.contacts() }),
  });
}

export function useInviteContact() {
  return useContactsMutation(({ input, idempotencyKey }: { input: InviteInput; idempotencyKey: string }) =>
    apiPost<TrustedContact>('/api/trusted-contacts', { body: input, headers: { 'Idempotency-Key': idempotencyKey } }),
  );
}

export function useResendInvitation() {
  return useContactsMutation((id: string) =>
    apiPost<TrustedContact>(`/api/trusted-contacts/${encodeURIComponent(id)}/invitation`),
  );
}

export function useRemoveContact() {
  return useContactsMutation((id: string) =>
    apiDelete<{ id: string }>(`/api/trusted-contacts/${encodeURIComponent(id)}`),
  );
}
