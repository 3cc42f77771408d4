/**
 * Where a request's time goes, stage by stage, for the request-path benchmark (docs/BENCHMARKS.md,
 * (c)) and for an operator chasing a slow route: with REQUEST_STAGE_TIMING=true each stage adds its
 * duration to `http_request_stage_seconds_total{stage}` and each request to
 * `http_request_stage_requests_total`; /metrics shows them. Off by default, and then every
 * `StageTiming` call returns at its first test.
 *
 * Stages, in the order a request meets them:
 * - `hooks`: Fastify's onRequest hooks (request id, security headers, cookies, CSRF on writes);
 * - `shared-answer`: a signed-out read answered from the JSON kept of it (platform/http/
 *   shared-answers.ts), which then skips every stage up to compression;
 * - `session`: reading the session cookie and the user behind it (AccessGuard), and for a signed-in
 *   write its rate limits, counted in the same statement;
 * - `guard`: the rest of the access check;
 * - `validation`: the global ValidationPipe on params, query and body;
 * - `handler`: from Nest taking the request to the answer it returns, guard and validation included
 *   (subtract them for the controller, its read-model query and Nest's own routing);
 * - `read-model-wait`: within the handler, a write waiting for its read model to fold it
 *   (ProjectionWaiter: the projector's latency as a writer feels it);
 * - `serialisation`: the answer to JSON;
 * - `compression`: @fastify/compress (answers over 1 KB to a client that accepts it);
 * - `access-log`: the access line and the latency histogram;
 * - `total`: from the first onRequest hook to the end of the access line.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, type Registry } from 'prom-client';

export const STAGES = [
  'hooks',
  'shared-answer',
  'session',
  'guard',
  'validation',
  'handler',
  'read-model-wait',
  'serialisation',
  'compression',
  'access-log',
  'total',
] as const;
export type Stage = (typeof STAGES)[number];

declare module 'fastify' {
  interface FastifyRequest {
    /** hrtime marks of the timed stages (only with REQUEST_STAGE_TIMING=true). */
    stageMarks?: { received: bigint; handler?: bigint; serialising?: bigint; serialised?: bigint };
    /** How long the access check took to find the session's user. */
    sessionLookupNs?: bigint;
  }
}

class StageTimingState {
  enabled = false;
  private seconds: Counter<'stage'> | null = null;
  private requests: Counter | null = null;

  enable(registry: Registry): void {
    this.enabled = true;
    this.seconds = new Counter({
      name: 'http_request_stage_seconds_total',
      help: 'Time spent in each stage of the request path (REQUEST_STAGE_TIMING=true)',
      labelNames: ['stage'],
      registers: [registry],
    });
    this.requests = new Counter({
      name: 'http_request_stage_requests_total',
      help: 'Requests timed stage by stage (REQUEST_STAGE_TIMING=true)',
      registers: [registry],
    });
  }

  /** Adds the time since `startNs` to a stage. */
  add(stage: Stage, startNs: bigint, endNs = process.hrtime.bigint()): void {
    this.addNanoseconds(stage, endNs - startNs);
  }

  addNanoseconds(stage: Stage, nanoseconds: bigint): void {
    this.seconds?.inc({ stage }, Number(nanoseconds) / 1e9);
  }

  countRequest(): void {
    this.requests?.inc();
  }
}

export const StageTiming = new StageTimingState();

/** The first onRequest hook: call before any other hook is added. */
export function registerStageStart(fastify: FastifyInstance): void {
  if (!StageTiming.enabled) return;
  fastify.addHook('onRequest', (request, _reply, done) => {
    request.stageMarks = { received: process.hrtime.bigint() };
    done();
  });
}

/** The marks around Nest's handler, serialisation and compression: call after every other hook is added. */
export function registerStageMarks(fastify: FastifyInstance): void {
  if (!StageTiming.enabled) return;
  fastify.addHook('preHandler', (request, _reply, done) => {
    const marks = request.stageMarks;
    if (marks) {
      marks.handler = process.hrtime.bigint();
      StageTiming.add('hooks', marks.received, marks.handler);
    }
    done();
  });
  fastify.addHook('preSerialization', (request: FastifyRequest, _reply, payload, done) => {
    const marks = request.stageMarks;
    if (marks?.handler) {
      marks.serialising = process.hrtime.bigint();
      StageTiming.add('handler', marks.handler, marks.serialising);
    }
    done(null, payload);
  });
  // Hooks run in the order they were added: this onSend is the last, after compression.
  fastify.addHook('onSend', (request, _reply, payload, done) => {
    const marks = request.stageMarks;
    if (marks?.serialised) StageTiming.add('compression', marks.serialised);
    done(null, payload);
  });
}

/** The first onSend hook (before compression): serialisation has just ended. */
export function registerSerialisedMark(fastify: FastifyInstance): void {
  if (!StageTiming.enabled) return;
  fastify.addHook('onSend', (request, _reply, payload, done) => {
    const marks = request.stageMarks;
    if (marks?.serialising) {
      marks.serialised = process.hrtime.bigint();
      StageTiming.add('serialisation', marks.serialising, marks.serialised);
    }
    done(null, payload);
  });
}
