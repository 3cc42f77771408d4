/**
 * Logging: one pino logger, owned by Fastify (no Express-style middleware in the request path),
 * and one access line per request written when the response is sent, together with the latency
 * histogram. Health probes and metric scrapes are counted but not logged; a replica's requests to
 * itself while it warms up (warm-up.ts) are neither.
 */
import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { LogController, type FastifyServerOptions, type RawServerDefault } from 'fastify';
import pino from 'pino';
import { logDestination, logFormat } from '@safetrails/infra';
import type { AppConfig } from '../../config/app.config';
import type { MetricsService } from '../metrics/metrics.service';
import { StageTiming } from '../metrics/stage-timing';
import { redactText, redactUrl } from './log-redaction';
import { warmingUp } from './warm-up';

const QUIET_ROUTES = new Set(['/health', '/metrics']);
const REQUEST_ID = /^[\w-]{1,64}$/;

/** `to`: where the lines go instead of standard output (a test reading what was logged). */
export function createLogger(config: AppConfig, to?: NodeJS.WritableStream): pino.Logger {
  return pino(
    {
      level: config.LOG_LEVEL,
      redact: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-csrf-token"]',
        'res.headers["set-cookie"]',
      ],
      // No email address reaches a log line, whatever logged it (a database error quoting a row).
      hooks: {
        logMethod(args, method) {
          method.apply(this, args.map((arg) => (typeof arg === 'string' ? redactText(arg) : arg)) as typeof args);
        },
      },
    },
    // JSON is written asynchronously: a blocking write per access line cost a quarter of the
    // throughput on cached reads. Pending lines are flushed when the server closes; a hard kill can
    // lose a few. In a terminal the lines are human (infra/src/log-output.ts).
    logDestination(to ? 'json' : logFormat({ LOG_FORMAT: config.LOG_FORMAT }), { sync: false, ...(to ? { to } : {}) }),
  );
}

/** Fastify options for the logger and request ids: `x-request-id` is kept when it looks sane. */
export function loggingServerOptions(logger: pino.Logger): FastifyServerOptions<RawServerDefault> {
  return {
    loggerInstance: logger,
    // Fastify's two lines per request are replaced by the one access line below.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  };
}

export function registerAccessLog(app: NestFastifyApplication, metrics: MetricsService, logger: pino.Logger): void {
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onClose', (_instance, done) => logger.flush(() => done()));
  // The id of every log line of a request, handed back so a traveller's bug report can quote it.
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    if (warmingUp()) return done();
    const logged = StageTiming.enabled ? process.hrtime.bigint() : 0n;
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.httpDuration.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    if (!QUIET_ROUTES.has(route)) {
      request.log.info(
        {
          method: request.method,
          url: redactUrl(request.url),
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        'request completed',
      );
    }
    if (request.stageMarks) {
      const end = process.hrtime.bigint();
      StageTiming.add('access-log', logged, end);
      StageTiming.add('total', request.stageMarks.received, end);
      StageTiming.countRequest();
    }
    done();
  });
}
