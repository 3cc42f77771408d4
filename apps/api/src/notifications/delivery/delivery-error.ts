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
