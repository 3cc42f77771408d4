/**
 * Every route of the API against every kind of caller. The routes come from the controllers
 * themselves, so a new route without an @Access level fails here, and a level that does not hold
 * on the server fails here too.
 */
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { startApi, type ApiHarness } from '../../../../../test/api-harness';
import { ACCESS_KEY, type AccessLevel } from '../../platform/http/access.decorator';

type Caller = 'anonymous' | 'traveller' | 'traveller-beta' | 'moderator' | 'admin';
const CALLERS: readonly Caller[] = ['anonymous', 'traveller', 'traveller-beta', 'moderator', 'admin'];

/** What each level answers each caller: 'allowed' means the guard let the request through. */
const EXPECTED: Record<AccessLevel, Record<Caller, 401 | 403 | 'allowed'>> = {
  public: {
    anonymous: 'allowed',
    traveller: 'allowed',
    'traveller-beta': 'allowed',
    moderator: 'allowed',
    admin: 'allowed',
  },
  'signed-in': {
    anonymous: 401,
    traveller: 'allowed',
    'traveller-beta': 'allowed',
    moderator: 'allowed',
    admin: 'allowed',
  },
  beta: { anonymous: 401, traveller: 403, 'traveller-beta': 'allowed', moderator: 'allowed', admin: 'allowed' },
  moderator: { anonymous: 401, traveller: 403, 'traveller-beta': 403, moderator: 'allowed', admin: 'allowed' },
  admin: { anonymous: 401, traveller: 403, 'traveller-beta': 403, moderator: 403, admin: 'allowed' },
};

/** Routes that stream forever: checked for a declared level only. */
const STREAMING = new Set(['GET /api/events']);
const UNPREFIXED = new Set(['/health', '/metrics']);

interface Route {
  readonly method: string;
  readonly path: string;
  readonly level: AccessLevel | undefined;
}

function routesOf(api: ApiHarness): Route[] {
  const routes: Route[] = [];
  for (const module of api.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as { prototype: object } | null;
      if (!controller) continue;
      const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (typeof handler !== 'function' || name === 'constructor') continue;
        const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
        if (path === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        const joined = `/${[base, path].filter((part) => part && part !== '/').join('/')}`.replace(/\/+/g, '/');
        const full =
          UNPREFIXED.has(joined) || joined.startsWith('/admin-api') ? joined : `/api${joined === '/' ? '' : joined}`;
        routes.push({ method, path: full, level: Reflect.getMetadata(ACCESS_KEY, handler) as AccessLevel | undefined });
      }
    }
  }
  return routes;
}

describe('authorisation matrix', () => {
  let api: ApiHarness;

  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(async () => api.close());

  it('every route declares who may call it', () => {
    const routes = routesOf(api);
    expect(routes.length).toBeGreaterThanOrEqual(10);
    expect(routes.filter((route) => !route.level).map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it('every route answers every kind of caller as its level says', async () => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const route of routesOf(api)) {
      if (STREAMING.has(`${route.method} ${route.path}`)) continue;
      for (const caller of CALLERS) {
        let { headers, cookies } = await api.csrf();
        // A route about "your" user id is called with the caller's own, so ownership checks pass
        // and the access level alone decides.
        let ownId = '00000000-0000-4000-8000-000000000000';
        if (caller !== 'anonymous') {
          const signedIn = await api.signIn(caller);
          ({ headers, cookies } = signedIn);
          ownId = signedIn.id;
        }
        const response = await api.app.inject({
          method: route.method as 'GET',
          url: route.path.replace(':userId', ownId).replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000'),
          // As the app's own pages send it (same-origin checked writes need it).
          headers: { ...headers, origin: 'http://localhost:80' },
          cookies,
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        const status = response.statusCode;
        const got = status === 401 || status === 403 ? String(status) : status >= 500 ? `500!` : 'allowed';
        outcomes.push(`${route.method} ${route.path} as ${caller}: ${got}`);
        expected.push(`${route.method} ${route.path} as ${caller}: ${String(EXPECTED[route.level!][caller])}`);
      }
    }
    expect(outcomes).toEqual(expected);
  });
});
