/**
 * The field errors of a 400 answer, one message per form field. The server names nested fields by
 * path (`languages.2`, `privacySettings.shareLocation`); a form shows them on the top-level field.
 */
import { ApiError, isErrorResponse } from './api-client';

export type FieldErrors = Readonly<Record<string, string>>;

export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || error.status !== 400 || !isErrorResponse(error.body)) return {};
  const byField: Record<string, string> = {};
  // Keep the first message per field: the validator lists the most basic rule first.
  for (const { field, message } of error.body.errors ?? []) byField[topLevelField(field)] ??= message;
  return byField;
}

export function topLevelField(path: string): string {
  return path.split(/[.[]/, 1)[0] ?? path;
}
