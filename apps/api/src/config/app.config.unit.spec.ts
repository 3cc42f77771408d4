import { developmentSignInEnabled, providersConfigured, publicUrl, validateConfig } from './app.config';

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
      RATE_LIMIT_IP_WRITES_PER_MINUTE: 300,
      RATE_LIMIT_FACTOR: 1,
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

  it('draws streets from OpenStreetMap unless told another tile server or off, and takes only linked text as credit', () => {
    expect(validateConfig(valid)).toMatchObject({
      MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: expect.stringContaining('OpenStreetMap'),
    });
    expect(validateConfig({ ...valid, MAP_TILE_URL: 'off' }).MAP_TILE_URL).toBe('off');
    expect(() => validateConfig({ ...valid, MAP_TILE_URL: 'javascript:alert(1)' })).toThrow(/MAP_TILE_URL must be/);
    expect(() => validateConfig({ ...valid, MAP_TILE_ATTRIBUTION: '<img src=x onerror=alert(1)> Tiles' })).toThrow(
      /MAP_TILE_ATTRIBUTION may hold only/,
    );
    expect(
      validateConfig({ ...valid, MAP_TILE_ATTRIBUTION: 'Tiles &copy; <a href="https://example.org/">Example</a>' })
        .MAP_TILE_ATTRIBUTION,
    ).toContain('Example');
  });

  it('reads booleans and numbers from their text form', () => {
    expect(validateConfig({ ...valid, TRUST_PROXY: 'true', PORT: '8080' })).toMatchObject({
      TRUST_PROXY: true,
      PORT: 8080,
    });
  });

  it('points the providers at the real ones unless told otherwise, and calls back on PUBLIC_URL', () => {
    const config = validateConfig({ ...valid, PORT: '8080', GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' });
    expect(config).toMatchObject({
      GOOGLE_AUTHORIZATION_URL: 'https://accounts.google.com/o/oauth2/v2/auth',
      GOOGLE_USERINFO_URL: 'https://openidconnect.googleapis.com/v1/userinfo',
      REDDIT_TOKEN_URL: 'https://www.reddit.com/api/v1/access_token',
    });
    expect(providersConfigured(config)).toEqual({ google: true, reddit: false });
    expect(developmentSignInEnabled(config)).toBe(false);
    expect(publicUrl(config)).toBe('http://localhost:8080');
    expect(publicUrl(validateConfig({ ...valid, PUBLIC_URL: 'https://safetrails.example.org' }))).toBe(
      'https://safetrails.example.org',
    );
    expect(
      validateConfig({ ...valid, GOOGLE_USERINFO_URL: 'http://127.0.0.1:4000/userinfo' }).GOOGLE_USERINFO_URL,
    ).toBe('http://127.0.0.1:4000/userinfo');
  });

  it('refuses half a provider, a userinfo URL Google profiles cannot be read from, and a PUBLIC_URL with a path', () => {
    expect(() =>
      validateConfig({
        ...valid,
        REDDIT_CLIENT_ID: 'id',
        GOOGLE_USERINFO_URL: 'https://www.googleapis.com/oauth2/v3/me',
        PUBLIC_URL: 'https://safetrails.example.org/',
      }),
    ).toThrow(
      expect.objectContaining({
        message: expect.stringMatching(
          /PUBLIC_URL must be an origin[\s\S]*GOOGLE_USERINFO_URL must end in \/userinfo[\s\S]*REDDIT_CLIENT_ID and REDDIT_CLIENT_SECRET must be set together/,
        ),
      }),
    );
  });

  it('needs PUBLIC_URL in production once a provider is configured', () => {
    const production = { ...valid, NODE_ENV: 'production', REDDIT_CLIENT_ID: 'id', REDDIT_CLIENT_SECRET: 'secret' };
    expect(() => validateConfig(production)).toThrow(/PUBLIC_URL must be set in production/);
    expect(validateConfig({ ...production, PUBLIC_URL: 'https://safetrails.example.org' }).PUBLIC_URL).toBe(
      'https://safetrails.example.org',
    );
  });
});
