/**
 * Every write operation of the OpenAPI document, as every role, with bodies and path ids that
 * fast-check draws from the operation's schema and from hostile variants, over a real socket:
 * no answer is a 5xx, no connection drops, and a 4xx appends nothing to the event log. The
 * operations are read from the document, so a new one is covered without editing this test.
 * FUZZ_RUNS (default 12 per operation and role) and FUZZ_SEED reproduce or widen a run.
 */
import type { AddressInfo } from 'node:net';
import { CommandBus } from '@nestjs/cqrs';
import fc from 'fast-check';
import { eventually, startApi, type ApiHarness } from '../../../../../test/api-harness';
import { seedDemoDestinations } from '../../seed/seed-destinations';
import { seedForumCategories } from '../../seed/seed-forum';
import { ProjectionWaiter } from '../live/projection-waiter';
import {
  bodyFor,
  hostileValue,
  oddText,
  pathParameter,
  type Schema,
  type Schemas,
} from '../../../../../test/fuzz/schema-arbitrary';

const ROLES = ['anonymous', 'traveller', 'traveller-beta', 'moderator', 'admin'] as const;
type Role = (typeof ROLES)[number];
const WRITE_METHODS = ['post', 'put', 'patch', 'delete'] as const;
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

interface Operation {
  readonly method: (typeof WRITE_METHODS)[number];
  readonly path: string;
  readonly body?: Schema;
}

interface OpenApiDocument {
  readonly paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>>;
  readonly components: { readonly schemas: Schemas };
}

/** Sign-in, sign-out and account deletion replace the caller's session: they run last. */
const endsSession = (operation: Operation) => /sign-in|logout|^\/api\/user$/.test(operation.path);

describe('write operations under fuzzing', () => {
  let api: ApiHarness;
  let base: string;
  let document: OpenApiDocument;
  let operations: Operation[];
  const cookies = new Map<Role, string>();
  const csrfTokens = new Map<Role, string>();

  async function session(role: Role): Promise<void> {
    const { headers, cookies: csrfCookie } = await api.csrf();
    csrfTokens.set(role, headers['x-csrf-token']!);
    if (role === 'anonymous') {
      cookies.set(role, `safetrails_csrf=${csrfCookie.safetrails_csrf}`);
      return;
    }
    const signedIn = await api.signIn(role);
    cookies.set(
      role,
      Object.entries(signedIn.cookies)
        .map(([name, value]) => `${name}=${value}`)
        .join('; '),
    );
    csrfTokens.set(role, signedIn.headers['x-csrf-token']!);
  }

  let requests = 0;

  async function send(role: Role, method: string, url: string, body: string | undefined, requestId: string) {
    const response = await fetch(`${base}${url}`, {
      method: method.toUpperCase(),
      headers: {
        cookie: cookies.get(role)!,
        // As the app's own pages send it (same-origin checked writes need it).
        origin: base,
        'x-csrf-token': csrfTokens.get(role)!,
        'x-request-id': requestId,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body }),
    });
    const text = await response.text();
    return {
      status: response.status,
      text,
      setsSession: /safetrails_session=/.test(response.headers.get('set-cookie') ?? ''),
    };
  }

  /**
   * Real records to aim at, so that generated requests reach the handlers and not only the
   * validators: ids by the resource a path names (`/api/forum/posts/{id}` takes a post id) and
   * values for body fields of the same names.
   */
  const real: { byResource: Record<string, string[]>; fields: Record<string, unknown[]> } = {
    byResource: {},
    fields: {},
  };

  async function seedRealRecords(): Promise<void> {
    const beta = await api.signIn('traveller-beta');
    const admin = await api.signIn('admin');
    await seedDemoDestinations(api.app.get(CommandBus));
    await api.app.get(ProjectionWaiter).waitFor('forum', await seedForumCategories(api.app.get(CommandBus)));
    const destinations = await eventually(
      async () => (await beta.call('GET', '/api/destinations?limit=5')).json<{ id: number }[]>(),
      (list) => list.length > 0,
    );
    const destinationId = destinations[0]!.id;
    const post = await beta.call('POST', '/api/forum/posts', {
      categoryId: 1,
      title: 'Walking home at night in Lisbon',
      content: 'Which streets feel safe after dark near the river? I arrive late on Friday.',
      isAnonymous: false,
      includeLocation: false,
    });
    const postId = post.json<{ id: string }>().id;
    const commentId = (
      await admin.call('POST', '/api/forum/comments', { postId, content: 'Stay on the lit main roads.' })
    ).json<{
      id: string;
    }>().id;
    await beta.call('POST', '/api/forum/reports', {
      targetType: 'post',
      targetId: postId,
      reason: 'spam',
      details: 'Looks like an advert',
    });
    const alertId = (
      await admin.call('POST', '/admin-api/alerts', {
        title: 'Transport strike today',
        content: 'Metro lines are closed until the evening.',
        severity: 'medium',
        alertType: 'transportation',
        destinationId,
      })
    ).json<{ id: string }>().id;
    const tipId = (
      await beta.call('POST', '/api/safety/tips', {
        destinationId,
        category: 'transportation',
        content: 'Take the night bus from the main square: it is well lit and busy.',
      })
    ).json<{ id: string }>().id;
    const rating = {
      overallScore: 4,
      streetSafety: 4,
      publicTransport: 4,
      touristAreas: 4,
      nightSafety: 3,
      localAttitude: 4,
    };
    const ratingId = (await beta.call('POST', '/api/safety/ratings', { destinationId, ...rating })).json<{
      id: string;
    }>().id;
    const queue = (await admin.call('GET', '/admin-api/moderation-queue')).json<{ id: string }[]>();
    const ids = destinations.map((destination) => String(destination.id));
    real.byResource = {
      destinations: ids,
      ratings: [ids[0]!, String(ratingId)],
      posts: [postId],
      comments: [commentId],
      'safety-alerts': [alertId],
      alerts: [alertId],
      'alert-history': [alertId],
      tips: [tipId],
      users: [beta.id, admin.id],
      'user-profiles': [beta.id, admin.id],
      'moderation-queue': queue.map((item) => item.id),
      saved: ['destination', ids[0]!],
      'forum-posts': [postId],
      'forum-comments': [commentId],
    };
    real.fields = {
      destinationId: destinations.map((destination) => destination.id),
      itemId: destinations.map((destination) => destination.id),
      categoryId: [1, 2, 3],
      postId: [postId],
      parentId: [commentId],
      targetId: [postId, commentId],
      tipId: [tipId],
      ratingId: [ratingId],
      userId: [beta.id],
      ids: [queue.map((item) => item.id)],
    };
  }

  beforeAll(async () => {
    api = await startApi({ RATE_LIMIT_FACTOR: '100000' });
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(api.app.getHttpServer().address() as AddressInfo).port}`;
    document = (await (await fetch(`${base}/api/docs/openapi.json`)).json()) as OpenApiDocument;
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      WRITE_METHODS.filter((method) => methods[method]).map((method) => ({
        method,
        path,
        body: methods[method]!.requestBody?.content?.['application/json']?.schema,
      })),
    );
    operations.sort((a, b) => Number(endsSession(a)) - Number(endsSession(b)));
    await seedRealRecords();
    for (const role of ROLES) await session(role);
  }, 60_000);
  afterAll(() => api.close());

  it('reads the write operations from the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(operations).toEqual(
      expect.arrayContaining([{ method: 'post', path: '/api/forum/comments', body: expect.anything() }]),
    );
  });

  /** Operations that answered 2xx at least once: proof that the bodies reach the handlers. */
  const accepted = new Set<string>();

  it.each(ROLES)(
    'as %s: no 5xx, no dropped connection, nothing appended on a 4xx',
    async (role) => {
      const failures: string[] = [];
      for (const operation of operations) {
        const parameters = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
        const request = fc.record({
          body: bodyFor(operation.body, document.components.schemas, real.fields),
          ids: fc.tuple(
            ...parameters.map((name) => {
              const resource = operation.path.split(`/{${name}}`)[0]!.split('/').pop()!;
              return pathParameter(real.byResource[resource] ?? Object.values(real.byResource).flat());
            }),
          ),
          query: fc.option(
            fc.tuple(
              fc.constantFrom('reason', 'id', 'filter', 'range', 'sort'),
              fc.oneof(
                oddText,
                hostileValue.map((value) => JSON.stringify(value)),
              ),
            ),
            {
              freq: 4,
            },
          ),
        });
        const result = await fc.check(
          fc.asyncProperty(request, async ({ body, ids, query }) => {
            let url = operation.path;
            parameters.forEach((name, index) => (url = url.replace(`{${name}}`, ids[index]!)));
            if (query) url += `?${query[0]}=${encodeURIComponent(query[1].replace(/[\ud800-\udfff]/g, '\ufffd'))}`;
            const requestId = `fuzz-${(requests += 1)}`;
            let answer: Awaited<ReturnType<typeof send>>;
            try {
              answer = await send(role, operation.method, url, body, requestId);
            } catch (error) {
              throw new Error(`${operation.method.toUpperCase()} ${url}: the connection dropped`, { cause: error });
            }
            const where = `${operation.method.toUpperCase()} ${url}`;
            if (answer.status >= 500)
              throw new Error(`${where} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
            if (answer.status >= 400) {
              // The request's own events carry its id as their correlation id; background work
              // (an alert expiring) appends under its own.
              const { rows } = await api.database.pool.query<{ type: string }>(
                `SELECT type FROM es.events WHERE metadata->>'correlationId' = $1`,
                [requestId],
              );
              if (rows.length > 0)
                throw new Error(
                  `${where} answered ${answer.status} but appended ${rows.map((row) => row.type).join(', ')}`,
                );
            } else accepted.add(`${operation.method.toUpperCase()} ${operation.path}`);
            if (answer.setsSession) await session(role);
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        );
        if (result.failed)
          failures.push(
            `${operation.method.toUpperCase()} ${operation.path}: ${String(result.errorInstance)}${
              (result.errorInstance as Error | undefined)?.cause
                ? ` (${String((result.errorInstance as Error).cause)})`
                : ''
            } (body ${JSON.stringify(result.counterexample?.[0]?.body)?.slice(0, 300)}; seed ${result.seed})`,
          );
      }
      expect(failures).toEqual([]);
    },
    240_000,
  );

  it('reaches the handlers: most operations accepted some generated request', async () => {
    expect(accepted.size).toBeGreaterThan(operations.length / 2);
    // The requests' events carry their ids: the check on 4xx answers looks at the right events.
    const tagged = await api.database.pool.query<{ count: string }>(
      `SELECT count(*) FROM es.events WHERE metadata->>'correlationId' LIKE 'fuzz-%'`,
    );
    expect(Number(tagged.rows[0]!.count)).toBeGreaterThan(100);
  });
});
