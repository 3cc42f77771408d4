/**
 * Why a message could not be handed over, in words safe for the log and the event (never her
 * address or her push endpoint): a transient failure is retried with backoff, a permanent one is not.
 */
export class DeliveryError extends Error {
  override readonly name = 'DeliveryError';
  constructor(
    readonly reason: string,
    readonly permanent: boolean,
    /** Her address refused it for good (an SMTP 5xx at RCPT): email to it stops. */
    readonly bounced = false,
  ) {
    super(reason);
  }
}

/**
 * What a failed attempt at a message records: retried after 30 s, 2 min, 8 min, ... (`retryMs` × 4ⁿ),
 * unless the refusal is permanent or this was the last attempt. Shared by every outbox.
 */
export function failureOutcome(
  error: unknown,
  attempt: number,
  now: Date,
  retryMs: number,
  maxAttempts: number,
): { readonly kind: 'failed'; readonly reason: string; readonly retryAt: string | null } {
  const failure = error instanceof DeliveryError ? error : new DeliveryError('unexpected failure', false);
  const last = failure.permanent || attempt >= maxAttempts;
  const retryAt = last ? null : new Date(now.getTime() + retryMs * 4 ** (attempt - 1)).toISOString();
  return { kind: 'failed', reason: failure.reason, retryAt };
}
