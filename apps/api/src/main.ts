/** The API process. Configuration is validated before anything starts. */
import 'reflect-metadata';
import { createApp } from './app.factory';
import { validateConfig } from './config/app.config';

async function bootstrap(): Promise<void> {
  const config = validateConfig(process.env);
  const app = await createApp(config);
  await app.listen({ port: config.PORT, host: config.HOST });
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
