/**
 * The server's own words when a write was refused for coming too fast (429 RATE_LIMITED: "Too many
 * comments in a short time. Please try again in 42 seconds."), for screens that otherwise show a
 * generic failure.
 */
import type { IntlShape } from 'react-intl';
import { ApiError, isErrorResponse } from './api-client';
import { rateLimitedText } from './error-words';

/** With `intl`, in the page's language (error-words.ts); without, the server's English. */
export function rateLimitedMessage(error: unknown, intl?: IntlShape): string | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const body = isErrorResponse(error.body) ? error.body : null;
  if (intl) return rateLimitedText(intl, body?.retryAfter ?? null, body?.message ?? null);
  return body ? body.message : 'Too many changes in a short time. Please wait a minute and try again.';
}
