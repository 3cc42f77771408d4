/**
 * The API's command side without HTTP, for command-line tools (seed, admin). Finds the database
 * like the launcher does and uses the cookie secret the launcher generated when none is set.
 */
import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { embeddedSettings, localSecret, openLocalDatabase } from '@safetrails/infra';
import { AppModule } from '../app.module';
import { validateConfig } from '../config/app.config';

export async function withAppContext<T>(work: (app: INestApplicationContext) => Promise<T>): Promise<T> {
  const database = await openLocalDatabase(process.env);
  const config = validateConfig({
    ...process.env,
    DATABASE_URL: database.databaseUrl,
    COOKIE_SECRET: process.env.COOKIE_SECRET || localSecret(embeddedSettings(process.env).dataDir, 'cookie-secret'),
    LOG_LEVEL: 'warn',
  });
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: ['error', 'warn'] });
  try {
    return await work(app);
  } finally {
    await app.close();
    await database.close();
  }
}

export function runCli(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
