/**
 * Google and Reddit as oauth2-mock-server plays them, for the tests of the whole OAuth dance (Jest
 * and Playwright alike): each on its own port, at its provider's paths, answering userinfo in its
 * provider's shape for the account the test chooses. The mock approves every authorization at
 * once, unless a test makes the next person say no.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { Events, OAuth2Server, type MutableRedirectUri, type MutableResponse } from 'oauth2-mock-server';

export interface GoogleAccount {
  readonly sub: string;
  readonly name: string;
  readonly email: string;
}

export interface RedditAccount {
  readonly id: string;
  readonly name: string;
}

/** What the provider saw of a request, for tests that check what the app sends. */
export interface SeenRequest {
  readonly query: Readonly<Record<string, unknown>>;
  readonly headers: IncomingHttpHeaders;
  readonly body: Readonly<Record<string, unknown>>;
}

export interface MockProvider<Account> {
  readonly url: string;
  /** Who signs in next. */
  account: Account;
  /** True: the next authorization is refused as if the person clicked "Cancel" (access_denied). */
  denyNext: boolean;
  readonly seen: { authorize?: SeenRequest; token?: SeenRequest; userinfo?: SeenRequest };
}

export interface MockProviders {
  readonly google: MockProvider<GoogleAccount>;
  readonly reddit: MockProvider<RedditAccount>;
  /** The app's configuration for both providers, pointed at the mocks. */
  readonly env: Readonly<Record<string, string>>;
  stop(): Promise<void>;
}

export const MOCK_CLIENTS = {
  google: { id: 'safetrails-google-client', secret: 'google-secret' },
  reddit: { id: 'safetrails-reddit-client', secret: 'reddit-secret' },
} as const;

interface ExpressLike {
  readonly query?: Record<string, unknown>;
  readonly headers: IncomingHttpHeaders;
  readonly body?: Record<string, unknown>;
}

const seen = (request: ExpressLike): SeenRequest => ({
  query: { ...request.query },
  headers: { ...request.headers },
  body: { ...request.body },
});

async function startMock<Account>(
  paths: { authorize: string; token: string; userinfo: string },
  account: Account,
  userinfo: (account: Account) => Record<string, unknown>,
): Promise<{ provider: MockProvider<Account>; server: OAuth2Server }> {
  const server = new OAuth2Server(undefined, undefined, { endpoints: paths });
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const provider: MockProvider<Account> = {
    url: `http://127.0.0.1:${server.address().port}`,
    account,
    denyNext: false,
    seen: {},
  };
  server.service.on(Events.BeforeAuthorizeRedirect, (redirect: MutableRedirectUri, request: ExpressLike) => {
    provider.seen.authorize = seen(request);
    if (!provider.denyNext) return;
    provider.denyNext = false;
    redirect.url.searchParams.delete('code');
    redirect.url.searchParams.set('error', 'access_denied');
    redirect.url.searchParams.set('error_description', 'The user denied the request');
  });
  server.service.on(Events.BeforeResponse, (_response: MutableResponse, request: ExpressLike) => {
    provider.seen.token = seen(request);
  });
  server.service.on(Events.BeforeUserinfo, (response: MutableResponse, request: ExpressLike) => {
    provider.seen.userinfo = seen(request);
    response.body = userinfo(provider.account);
  });
  return { provider, server };
}

export async function startMockProviders(): Promise<MockProviders> {
  const google = await startMock<GoogleAccount>(
    { authorize: '/o/oauth2/v2/auth', token: '/token', userinfo: '/v1/userinfo' },
    { sub: '108000000000000000001', name: 'Ada Lovelace', email: 'ada@example.org' },
    (account) => ({ ...account, email_verified: true, given_name: account.name.split(' ')[0] }),
  );
  const reddit = await startMock<RedditAccount>(
    { authorize: '/api/v1/authorize', token: '/api/v1/access_token', userinfo: '/api/v1/me' },
    { id: 't2_mock1', name: 'wandering_ada' },
    (account) => ({ id: account.id, name: account.name, link_karma: 1, comment_karma: 1 }),
  );
  return {
    google: google.provider,
    reddit: reddit.provider,
    env: {
      GOOGLE_CLIENT_ID: MOCK_CLIENTS.google.id,
      GOOGLE_CLIENT_SECRET: MOCK_CLIENTS.google.secret,
      GOOGLE_AUTHORIZATION_URL: `${google.provider.url}/o/oauth2/v2/auth`,
      GOOGLE_TOKEN_URL: `${google.provider.url}/token`,
      GOOGLE_USERINFO_URL: `${google.provider.url}/v1/userinfo`,
      REDDIT_CLIENT_ID: MOCK_CLIENTS.reddit.id,
      REDDIT_CLIENT_SECRET: MOCK_CLIENTS.reddit.secret,
      REDDIT_AUTHORIZATION_URL: `${reddit.provider.url}/api/v1/authorize`,
      REDDIT_TOKEN_URL: `${reddit.provider.url}/api/v1/access_token`,
      REDDIT_USERINFO_URL: `${reddit.provider.url}/api/v1/me`,
      REDDIT_USER_AGENT: 'web:safetrails-tests:0.1.0 (by /u/safetrails)',
    },
    async stop() {
      await Promise.all([google.server.stop(), reddit.server.stop()]);
    },
  };
}
