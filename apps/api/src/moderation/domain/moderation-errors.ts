/** What the moderation queue refuses, each with the answer it deserves. */
import type { ErrorResponse, ModerationAction, ModerationItemKind } from '@safetrails/contracts';
import { DomainError } from '../../platform/event-sourcing/domain-error';

export class ModerationItemNotFoundError extends DomainError {
  override readonly name = 'ModerationItemNotFoundError';
  constructor() {
    super('No such item in the moderation queue');
  }
  toResponse(): ErrorResponse {
    return { statusCode: 404, error: 'Not Found', message: this.message };
  }
}

/** Closed items take no action but `reopen`. */
export class ItemClosedError extends DomainError {
  override readonly name = 'ItemClosedError';
  constructor() {
    super('This item is already closed: reopen it first');
  }
  toResponse(): ErrorResponse {
    return { statusCode: 409, error: 'Conflict', code: 'ITEM_CLOSED', message: this.message };
  }
}

export class ItemOpenError extends DomainError {
  override readonly name = 'ItemOpenError';
  constructor() {
    super('This item is still open: there is nothing to reopen');
  }
  toResponse(): ErrorResponse {
    return { statusCode: 409, error: 'Conflict', code: 'ITEM_OPEN', message: this.message };
  }
}

export class ActionNotAllowedError extends DomainError {
  override readonly name = 'ActionNotAllowedError';
  constructor(
    readonly action: ModerationAction,
    readonly kind: ModerationItemKind,
    readonly allowed: readonly ModerationAction[],
  ) {
    super(`${action} does not apply to a ${kind}: use one of ${allowed.join(', ')}`);
  }
  toResponse(): ErrorResponse {
    return {
      statusCode: 400,
      error: 'Bad Request',
      message: this.message,
      errors: [{ field: 'action', rule: 'isAllowedForKind', message: this.message }],
    };
  }
}

/** A ban needs a traveller: an anonymous submission has none. */
export class NoSubjectError extends DomainError {
  override readonly name = 'NoSubjectError';
  constructor() {
    super('Nobody to ban: this item has no known traveller behind it');
  }
  toResponse(): ErrorResponse {
    return { statusCode: 422, error: 'Unprocessable Entity', code: 'NO_TRAVELLER', message: this.message };
  }
}
