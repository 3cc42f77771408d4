/**
 * A Web Push service on localhost, standing in for the browser vendors' services (which these
 * machines cannot reach) in the tests and benchmarks: it hands out subscriptions whose keys it keeps,
 * accepts pushes as RFC 8030 says (TTL, Urgency and Topic headers), checks the VAPID signature
 * (RFC 8292), decrypts the payload (RFC 8291, aes128gcm) and keeps what it read. A subscription can
 * be made to answer 410 Gone, as a push service does once a browser unsubscribes.
 */
import { createECDH, createPublicKey, randomBytes, randomUUID, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
// http_ece (the encryption web-push uses) has no type declarations.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ece = require('http_ece') as {
  decrypt(buffer: Buffer, params: { version: string; privateKey: ECDH; authSecret: string }): Buffer;
};

export interface PushSubscriptionJson {
  readonly endpoint: string;
  readonly expirationTime: null;
  readonly keys: { readonly p256dh: string; readonly auth: string };
}

export interface ReceivedPush {
  readonly subscriptionId: string;
  readonly receivedAt: string;
  readonly ttl: number;
  readonly urgency: string | null;
  readonly topic: string | null;
  /** The VAPID key the sender signed with (`k=`), and the JWT's subject. */
  readonly vapidPublicKey: string;
  readonly vapidSubject: string;
  /** The decrypted payload. */
  readonly payload: string;
}

export interface LocalPushService {
  readonly port: number;
  readonly received: readonly ReceivedPush[];
  /** Pushes refused (a bad signature, a missing header), each with why. */
  readonly refused: readonly string[];
  subscribe(): PushSubscriptionJson;
  /** The subscription answers 410 Gone from now on. */
  expire(endpoint: string): void;
  /** The next `count` pushes to this subscription are answered with `status` (a 503, a 429). */
  failNext(endpoint: string, status: number, count?: number): void;
  waitFor(count: number, timeoutMs?: number): Promise<readonly ReceivedPush[]>;
  /** Forgets what was received. */
  clear(): void;
  close(): Promise<void>;
}

interface Subscription {
  readonly ecdh: ECDH;
  readonly auth: string;
  gone: boolean;
  failures: { status: number; count: number } | null;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** Checks `Authorization: vapid t=<jwt>, k=<key>`: an ES256 JWT for this origin, signed by that key, not expired. */
function checkVapid(header: string | undefined, origin: string): { key: string; subject: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error('no VAPID authorization');
  const [, jwt, key] = match as unknown as [string, string, string];
  const [head, body, signature] = jwt.split('.');
  if (!head || !body || !signature) throw new Error('a malformed JWT');
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 key');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID signature does not verify');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (claims.aud !== origin) throw new Error(`the JWT audience ${claims.aud} is not ${origin}`);
  if (!claims.exp || claims.exp * 1000 < Date.now()) throw new Error('the JWT has expired');
  if (!claims.sub || !/^(mailto:|https:)/.test(claims.sub)) throw new Error('the JWT has no mailto: or https: subject');
  return { key, subject: claims.sub };
}

export async function startPushService(options: { port?: number; host?: string } = {}): Promise<LocalPushService> {
  const host = options.host ?? '127.0.0.1';
  const subscriptions = new Map<string, Subscription>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const waiters = new Set<() => void>();
  let origin = '';

  const server: Server = createServer((request, response) => {
    void (async () => {
      const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1];
      const subscription = id ? subscriptions.get(id) : undefined;
      const body = await readBody(request);
      if (request.method !== 'POST' || !id || !subscription) {
        response.writeHead(404).end();
        return;
      }
      if (subscription.gone) {
        response.writeHead(410).end();
        return;
      }
      if (subscription.failures && subscription.failures.count > 0) {
        subscription.failures.count--;
        response.writeHead(subscription.failures.status, { 'retry-after': '1' }).end();
        return;
      }
      try {
        const ttl = Number(request.headers.ttl);
        if (!Number.isInteger(ttl) || ttl < 0) throw new Error('no TTL header');
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('the payload is not aes128gcm');
        const vapid = checkVapid(request.headers.authorization, origin);
        const payload = ece
          .decrypt(body, { version: 'aes128gcm', privateKey: subscription.ecdh, authSecret: subscription.auth })
          .toString('utf8');
        received.push({
          subscriptionId: id,
          receivedAt: new Date().toISOString(),
          ttl,
          urgency: (request.headers.urgency as string | undefined) ?? null,
          topic: (request.headers.topic as string | undefined) ?? null,
          vapidPublicKey: vapid.key,
          vapidSubject: vapid.subject,
          payload,
        });
        for (const wake of waiters) wake();
        response.writeHead(201, { location: `${origin}/messages/${randomUUID()}` }).end();
      } catch (error) {
        refused.push(error instanceof Error ? error.message : String(error));
        response.writeHead(400).end();
      }
    })().catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  origin = `http://${host}:${port}`;

  const idOf = (endpoint: string) => endpoint.slice(endpoint.lastIndexOf('/') + 1);
  return {
    port,
    received,
    refused,
    subscribe() {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      subscriptions.set(id, { ecdh, auth, gone: false, failures: null });
      return {
        endpoint: `${origin}/push/${id}`,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
      };
    },
    expire(endpoint) {
      const subscription = subscriptions.get(idOf(endpoint));
      if (subscription) subscription.gone = true;
    },
    failNext(endpoint, status, count = 1) {
      const subscription = subscriptions.get(idOf(endpoint));
      if (subscription) subscription.failures = { status, count };
    },
    waitFor(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve([...received]);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${received.length} of ${count} pushes arrived within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    clear: () => void received.splice(0, received.length),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
