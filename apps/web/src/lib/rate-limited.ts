/**
 * The server's own words when a write was refused for coming too fast (429 RATE_LIMITED: "Too many
 * comments in a short time. Please try again in 42 seconds."), for screens that otherwise show a
 * generic failure.
 */
import { ApiError, isErrorResponse } from './api-client';

export function rateLimitedMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  return isErrorResponse(error.body)
    ? error.body.message
    : 'Too many changes in a short time. Please wait a minute and try again.';
}
