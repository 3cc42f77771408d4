/**
 * Shared answers: the JSON of a public read that is the same for every signed-out reader, kept
 * with its `ETag` and sent again straight from Fastify's first hooks, without Nest, the guard,
 * validation or serialisation, for as long as the read cache it came from still holds the answer
 * it was made from (platform/live/read-cache.ts: forgotten on the projector's change notices, its
 * age limit, or a lost listening connection). A reader who already has it gets a 304.
 *
 * A controller opts a route in by answering through `shareAnswer` where its whole answer is one
 * read-cache entry and depends on nothing of the request but its URL (a destination's page, a
 * search, the forum as a signed-out reader sees it). Only GETs without a session cookie are kept
 * and answered here, and only a 200 that sets no cookie; every other request takes the full path,
 * which answers exactly as before.
 *
 * When a kept answer goes stale, the next reader of its URL takes the full path to make it again,
 * and the readers of that URL who come meanwhile wait for it instead of each making it too (each
 * a pass through Nest, its query's answer serialised again): on a busy replica, the time an answer
 * takes to make again is the time every reader of it would otherwise spend on the full path, and
 * a replica that fell behind fell further behind (bench (n)). If the remade answer is not kept (a
 * change came while it was made, an error), they take the full path themselves.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from './cookies';
import type { ReadCache, ReadCacheCounts } from '../live/read-cache';
import { StageTiming } from '../metrics/stage-timing';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `shareAnswer`: whether the answer this request is given is still current. */
    sharedAnswer?: () => boolean;
    /** Set on the request making a stale shared answer again: lets the readers waiting for it go. */
    remadeShared?: () => void;
  }
}

const SESSION_COOKIE_PREFIX = `${SESSION_COOKIE}=`;

interface SharedAnswer {
  /**
   * The JSON as the bytes sent: a string would be encoded again for every reader (node's socket
   * write makes a buffer of header and body each time): that garbage held bench (c) at 0.62-0.73
   * of the bare route on the machines of 2026-12-08, and 1.01 without it (docs/BENCHMARKS.md (c)).
   */
  readonly body: Buffer;
  readonly contentType: string;
  readonly etag: string;
  readonly stillCurrent: () => boolean;
}

/** The answer of `cache` for `key`, marked for Fastify to keep as it is sent. */
export function shareAnswer<T>(
  request: FastifyRequest,
  cache: ReadCache<T>,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  const { value, stillCurrent } = cache.answer(key, load);
  request.sharedAnswer = stillCurrent;
  return value;
}

/** A request that no session may change the answer of: a GET that carries no session cookie. */
function anonymousGet(request: FastifyRequest): boolean {
  if (request.method !== 'GET') return false;
  const cookies = request.headers.cookie;
  return cookies === undefined || !cookies.includes(SESSION_COOKIE_PREFIX);
}

/** `If-None-Match`: one tag, a list, or `*` (RFC 9110: compared weakly). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch === etag || ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

export class SharedAnswers {
  readonly name = 'shared-answers';
  private readonly answers = new Map<string, SharedAnswer>();
  /** URLs whose stale answer a request is making again; their other readers wait for it. */
  private readonly remaking = new Map<string, Promise<void>>();
  private hits = 0;
  private misses = 0;

  constructor(private readonly capacity = 2_000) {}

  /**
   * Keeps marked answers as they are sent. Call before compression registers: the JSON is kept,
   * and each reader gets it compressed as their `Accept-Encoding` asks.
   */
  registerKeeping(fastify: FastifyInstance): void {
    fastify.addHook('onSend', (request, reply, payload, done) => {
      const stillCurrent = request.sharedAnswer;
      if (stillCurrent && anonymousGet(request)) {
        this.misses += 1;
        if (typeof payload === 'string') this.keep(request, reply, payload, stillCurrent);
      }
      request.remadeShared?.();
      done(null, payload);
    });
    // However the request that was making it ended (an error thrown past onSend, a client gone).
    fastify.addHook('onResponse', (request, _reply, done) => {
      request.remadeShared?.();
      done();
    });
    fastify.addHook('onRequestAbort', (request, done) => {
      request.remadeShared?.();
      done();
    });
  }

  /**
   * Answers from what was kept. Call after the hooks every answer needs (request id, security
   * headers): an answer sent from an onRequest hook skips the hooks after it, and still passes
   * through onSend (compression) and onResponse (the access line and the latency histogram).
   */
  registerAnswering(fastify: FastifyInstance): void {
    fastify.addHook('onRequest', (request, reply, done) => {
      if (!anonymousGet(request)) return done();
      const start = StageTiming.enabled ? process.hrtime.bigint() : 0n;
      const answer = this.answers.get(request.url);
      if (answer?.stillCurrent()) return this.answer(request, reply, answer, start);
      const remaking = this.remaking.get(request.url);
      if (remaking) {
        void remaking.then(() => {
          const remade = this.answers.get(request.url);
          if (remade?.stillCurrent()) this.answer(request, reply, remade, start);
          else done();
        });
        return;
      }
      // A miss is counted when the full path makes the answer (registerKeeping).
      if (answer) {
        this.answers.delete(request.url);
        this.remakeBy(request);
      }
      done();
    });
  }

  private answer(request: FastifyRequest, reply: FastifyReply, answer: SharedAnswer, start: bigint): void {
    this.hits += 1;
    // Most recently used last: a Map keeps insertion order.
    this.answers.delete(request.url);
    this.answers.set(request.url, answer);
    void reply.header('etag', answer.etag);
    if (matches(request.headers['if-none-match'], answer.etag)) void reply.code(304).send();
    else void reply.header('content-type', answer.contentType).send(answer.body);
    if (StageTiming.enabled) StageTiming.add('shared-answer', start);
  }

  /** `request` makes its URL's stale answer again: its other readers wait until it has (once). */
  private remakeBy(request: FastifyRequest): void {
    const url = request.url;
    let release!: () => void;
    const remaking = new Promise<void>((resolve) => (release = resolve));
    this.remaking.set(url, remaking);
    request.remadeShared = () => {
      request.remadeShared = undefined;
      if (this.remaking.get(url) === remaking) this.remaking.delete(url);
      release();
    };
  }

  counts(): ReadCacheCounts {
    return { name: this.name, hits: this.hits, misses: this.misses, entries: this.answers.size };
  }

  private keep(request: FastifyRequest, reply: FastifyReply, body: string, stillCurrent: () => boolean): void {
    if (reply.statusCode !== 200 || reply.hasHeader('set-cookie')) return;
    const contentType = reply.getHeader('content-type');
    if (typeof contentType !== 'string' || !stillCurrent()) return;
    const bytes = Buffer.from(body);
    const etag = `"${createHash('sha1').update(bytes).digest('base64url')}"`;
    void reply.header('etag', etag);
    this.answers.delete(request.url);
    this.answers.set(request.url, { body: bytes, contentType, etag, stillCurrent });
    if (this.answers.size > this.capacity) this.answers.delete(this.answers.keys().next().value!);
  }
}
