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

/** A rule about one field of the request, answered as a 400 naming the field and the rule. */
export class FieldRuleError extends DomainError {
  override readonly name: string = 'FieldRuleError';
  constructor(
    readonly field: string,
    readonly rule: string,
    message: string,
  ) {
    super(message);
  }

  toResponse(): ErrorResponse {
    return {
      statusCode: 400,
      error: 'Bad Request',
      message: this.message,
      errors: [{ field: this.field, rule: this.rule, message: this.message }],
    };
  }
}
