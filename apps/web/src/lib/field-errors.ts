/**
 * The field errors of a 400 answer, one message per form field. The server names nested fields by
 * path (`languages.2`, `privacySettings.shareLocation`); a form shows them on the top-level field.
 */
import type { IntlShape } from 'react-intl';
import { ApiError, isErrorResponse } from './api-client';
import { fieldErrorText } from './error-words';

export type FieldErrors = Readonly<Record<string, string>>;

/** With `intl`, each message in the page's language (error-words.ts); without, the server's English. */
export function fieldErrorsOf(error: unknown, intl?: IntlShape): FieldErrors {
  if (!(error instanceof ApiError) || error.status !== 400 || !isErrorResponse(error.body)) return {};
  const byField: Record<string, string> = {};
  // Keep the first message per field: the validator lists the most basic rule first.
  for (const fieldError of error.body.errors ?? []) {
    byField[topLevelField(fieldError.field)] ??= intl ? fieldErrorText(intl, fieldError) : fieldError.message;
  }
  return byField;
}

export function topLevelField(path: string): string {
  return path.split(/[.[]/, 1)[0] ?? path;
}
