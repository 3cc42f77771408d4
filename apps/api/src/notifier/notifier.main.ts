/**
 * The notifier process (docs/NOTIFICATIONS.md, docs/SAFETY-NETWORK.md): started by the launcher beside
 * the API and the projector, or on its own in the production shape. It decides who hears of each alert,
 * watches the safety network's deadlines, and sends by Web Push and email; SIGTERM lets the messages in
 * flight finish and their outcomes be recorded.
 */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { validateConfig } from '../config/app.config';
import { PinoLoggerService } from '../platform/http/pino-logger.service';
import { createLogger } from '../platform/http/request-logging';
import { Notifier } from '../notifications/notifier/notifier';
import { NotifierModule } from './notifier.module';

async function main(): Promise<void> {
  const config = validateConfig(process.env);
  const logger = createLogger(config).child({ name: 'notifier' });
  const app = await NestFactory.createApplicationContext(NotifierModule.forRoot(config), { bufferLogs: true });
  app.useLogger(new PinoLoggerService(logger));
  const notifier = app.get(Notifier);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await notifier.stop();
    await app.close();
    logger.flush();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
  await notifier.start();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
