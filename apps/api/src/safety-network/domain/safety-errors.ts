/** What the safety network's rules refuse, each with the HTTP answer it deserves. */
import type { ErrorResponse } from '@safetrails/contracts';
import { DomainError, FieldRuleError } from '../../platform/event-sourcing/domain-error';

/** Not hers, or gone: another traveller's trip, contact or plan is a 404 like one that never was. */
export class SafetyItemNotFoundError extends DomainError {
  override readonly name = 'SafetyItemNotFoundError';
  constructor(readonly what: 'trip' | 'contact' | 'check-in plan' | 'safety check') {
    super(`No such ${what}`);
  }

  toResponse(): ErrorResponse {
    return { statusCode: 404, error: 'Not Found', message: this.message };
  }
}

/** A rule about one field of her request (a stop's dates, a timer's bounds), answered as a 400 naming it. */
export class SafetyFieldError extends FieldRuleError {
  override readonly name = 'SafetyFieldError';
}

/** The request is well formed, but the state of her network refuses it now (409, with a code). */
export class SafetyConflictError extends DomainError {
  override readonly name = 'SafetyConflictError';
  constructor(
    readonly code: string,
    message: string,
    readonly retryAfter?: string,
  ) {
    super(message);
  }

  toResponse(): ErrorResponse {
    return {
      statusCode: 409,
      error: 'Conflict',
      code: this.code,
      message: this.message,
      ...(this.retryAfter ? { retryAt: this.retryAfter } : {}),
    };
  }
}
