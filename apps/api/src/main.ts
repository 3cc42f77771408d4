/** The API process. Configuration is validated before anything starts. */
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { validateConfig } from './config/app.config';
import { warmUp } from './platform/http/warm-up';

async function bootstrap(): Promise<void> {
  const config = validateConfig(process.env);
  const app = await createApp(config);
  // Warm before listening: the edge (and a load balancer's health check) reach a replica only once
  // it answers as fast as it will under load.
  const logger = new Logger('WarmUp');
  // A warm-up that fails leaves the replica cold, not down.
  const warmed = await warmUp(app, config.WARM_UP_MS).catch((error: unknown) => {
    logger.warn(`not warmed: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  });
  if (warmed && warmed.requests > 0) {
    logger.log(`warmed in ${warmed.ms} ms: ${warmed.requests} requests to ${warmed.paths} paths of its own`);
    if (warmed.failed.length > 0) logger.warn(`warming up, these answered 5xx: ${warmed.failed.join(', ')}`);
  }
  await app.listen({ port: config.PORT, host: config.HOST });
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
