/** Builds the API application: used by main.ts and by the integration tests alike. */
import fastifyCompress from '@fastify/compress';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module';
import type { AppConfig } from './config/app.config';
import { HttpExceptionFilter } from './platform/http/http-exception.filter';
import {
  BODY_LIMIT_BYTES,
  registerJsonBody,
  registerOversizedBodyDrain,
  registerUrlTextCheck,
} from './platform/http/request-input';
import { SharedAnswers } from './platform/http/shared-answers';
import { setupOpenApi } from './platform/http/openapi';
import { PinoLoggerService } from './platform/http/pino-logger.service';
import { createLogger, loggingServerOptions, registerAccessLog } from './platform/http/request-logging';
import { registerSecurity } from './platform/http/security';
import { createValidationPipe } from './platform/http/validation.pipe';
import { LiveUpdatesService } from './platform/live/live-updates.service';
import { MetricsService } from './platform/metrics/metrics.service';
import {
  registerSerialisedMark,
  registerStageMarks,
  registerStageStart,
  StageTiming,
} from './platform/metrics/stage-timing';
import { registerFrontEnds } from './pages/http/front-ends';

export async function createApp(
  config: AppConfig,
  options: { readonly logTo?: NodeJS.WritableStream } = {},
): Promise<NestFastifyApplication> {
  const logger = createLogger(config, options.logTo);
  const adapter = new FastifyAdapter({
    ...loggingServerOptions(logger),
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: BODY_LIMIT_BYTES,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    bufferLogs: true,
    // The body parsers are ours (platform/http/json-body.ts): JSON only, bounded in size and depth.
    bodyParser: false,
  });
  app.useLogger(new PinoLoggerService(logger));
  const fastify = app.getHttpAdapter().getInstance();
  if (config.REQUEST_STAGE_TIMING) StageTiming.enable(app.get(MetricsService).registry);
  registerOversizedBodyDrain(fastify);
  registerJsonBody(fastify);
  registerUrlTextCheck(fastify);
  registerStageStart(fastify);
  registerSerialisedMark(fastify);
  const sharedAnswers = new SharedAnswers();
  app.get(LiveUpdatesService).countWithCaches(sharedAnswers);
  sharedAnswers.registerKeeping(fastify);
  // Responses over 1 KB go out brotli- or gzip-compressed when the client accepts it; the live
  // event stream is written straight to the socket and never buffered for compression. Up to 64 KiB
  // (a city's page is about 8 KiB: 0.14 ms in brotli) in one call on the event loop, rather
  // than through a zlib stream: on a host with no spare core (the plugin's own advice), the
  // stream's several turns of a busy event loop held a rating's answer up to 280 ms after it was
  // ready (docs/BENCHMARKS.md (n)).
  await app.register(fastifyCompress, {
    threshold: 1024,
    syncThreshold: 65_536,
    encodings: ['br', 'gzip'],
    customTypes: /^text\/(?!event-stream)|^application\/(?:[\w.+-]*\+)?(?:json|xml|javascript)|^image\/svg/,
  });
  // Outside /api: probes, the console's API, and what crawlers and chats read (pages/pages.module.ts).
  app.setGlobalPrefix('api', {
    exclude: ['health', 'metrics', 'admin-api/{*path}', 'robots.txt', 'sitemap.xml', 'sitemaps/{*path}', 'og/{*path}'],
  });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpExceptionFilter());
  await registerSecurity(app, config);

  registerAccessLog(app, app.get(MetricsService), logger);
  sharedAnswers.registerAnswering(fastify);

  setupOpenApi(app);
  await registerFrontEnds(app, config);
  registerStageMarks(fastify);
  app.enableShutdownHooks();
  await app.init();
  return app;
}
