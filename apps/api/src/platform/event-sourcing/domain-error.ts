/** A rule of the domain said no. Each subclass knows the HTTP answer it deserves. */
import type { ErrorResponse } from '@safetrails/contracts';

export abstract class DomainError extends Error {
  abstract toResponse(): ErrorResponse;
}

/** Someone else changed the stream between our read and our write, and retrying did not help. */
export class ConcurrentModificationError extends DomainError {
  override readonly name = 'ConcurrentModificationError';
  constructor(readonly stream: string) {
    super(`${stream} was changed by someone else; please retry`);
  }

  toResponse(): ErrorResponse {
    return { statusCode: 409, error: 'Conflict', code: 'CONCURRENT_MODIFICATION', message: this.message };
  }
}
