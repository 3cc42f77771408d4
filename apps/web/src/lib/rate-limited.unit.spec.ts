import { ApiError } from './api-client';
import { rateLimitedMessage } from './rate-limited';

describe('rateLimitedMessage', () => {
  it("gives the server's words for a 429, and nothing for other failures", () => {
    const body = {
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'RATE_LIMITED',
      message: 'Too many account changes in a short time. Please try again in 12 seconds.',
      retryAfter: 12,
    };
    expect(rateLimitedMessage(new ApiError(429, body))).toBe(body.message);
    expect(rateLimitedMessage(new ApiError(429, null))).toMatch(/wait a minute/);
    expect(rateLimitedMessage(new ApiError(500, { ...body, statusCode: 500 }))).toBeNull();
    expect(rateLimitedMessage(new Error('offline'))).toBeNull();
  });
});
