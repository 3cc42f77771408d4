import { validateConfig } from './app.config';

const valid = {
  DATABASE_URL: 'postgres://user:secret@127.0.0.1:5432/safetrails',
  COOKIE_SECRET: 'x'.repeat(32),
};

describe('API configuration', () => {
  it('applies defaults to a minimal valid environment', () => {
    expect(validateConfig(valid)).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      LOG_LEVEL: 'info',
      RATE_LIMIT_ANONYMOUS_WRITES_PER_MINUTE: 10,
      TRUST_PROXY: false,
    });
  });

  it('names every missing or malformed variable in one message', () => {
    expect(() =>
      validateConfig({
        PORT: 'eighty',
        COOKIE_SECRET: 'short',
        LOG_LEVEL: 'loud',
        EVENTSTORE_CONNECTION_STRING: 'http://x',
      }),
    ).toThrow(
      expect.objectContaining({
        message: expect.stringMatching(
          /PORT must be an integer[\s\S]*DATABASE_URL must be a postgres:\/\/ URL[\s\S]*EVENTSTORE_CONNECTION_STRING must be an esdb:\/\/ connection string[\s\S]*COOKIE_SECRET must be at least 32 characters[\s\S]*LOG_LEVEL must be/,
        ),
      }),
    );
  });

  it('reads booleans and numbers from their text form', () => {
    expect(validateConfig({ ...valid, TRUST_PROXY: 'true', PORT: '8080' })).toMatchObject({
      TRUST_PROXY: true,
      PORT: 8080,
    });
  });
});
