/**
 * `POST /api/core/waitlist/join/`, used by the landing-page modal and the /waitlist page, and the
 * reading of its answers: 201 joined, 409 already registered, 400 field errors, 429 rate limited.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ALREADY_REGISTERED, type FieldError, type JoinWaitlistResponse } from '@safetrails/contracts';
import { ApiError, NetworkError, apiPost, isErrorResponse } from '@/lib/api-client';
import { waitlistKeys } from './waitlist-keys';
import { rateLimitedMessage } from '@/lib/rate-limited';

export interface JoinWaitlistInput {
  readonly email: string;
  readonly name: string;
  readonly is_frequent_traveler?: boolean;
  readonly company?: string;
  readonly role?: string;
}

export function joinWaitlist(input: JoinWaitlistInput, idempotencyKey: string): Promise<JoinWaitlistResponse> {
  return apiPost<JoinWaitlistResponse>('/api/core/waitlist/join/', {
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: JoinWaitlistInput; idempotencyKey: string }) =>
      joinWaitlist(input, idempotencyKey),
    // The live stream refreshes the count too; this covers a page whose stream is down.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waitlistKeys.all }),
  });
}

export type JoinFailure =
  | { readonly kind: 'already-registered'; readonly name: string }
  | { readonly kind: 'invalid'; readonly fieldErrors: readonly FieldError[]; readonly message: string }
  | { readonly kind: 'rate-limited'; readonly message: string | null }
  | { readonly kind: 'network' }
  | { readonly kind: 'unknown' };

export function readJoinFailure(error: unknown): JoinFailure {
  if (error instanceof NetworkError) return { kind: 'network' };
  if (!(error instanceof ApiError)) return { kind: 'unknown' };
  if (error.status === 409 && isErrorResponse(error.body) && error.body.code === ALREADY_REGISTERED) {
    return { kind: 'already-registered', name: nameGivenAtSignUp(error.body) };
  }
  if (error.status === 400 && isErrorResponse(error.body)) {
    return { kind: 'invalid', fieldErrors: error.body.errors ?? [], message: error.body.message };
  }
  if (error.status === 429) return { kind: 'rate-limited', message: rateLimitedMessage(error) };
  return { kind: 'unknown' };
}

/** The 409 answer (AlreadyRegisteredResponse) carries the first name given at sign-up; '' if absent. */
function nameGivenAtSignUp(body: object): string {
  return 'name' in body && typeof body.name === 'string' ? body.name : '';
}
