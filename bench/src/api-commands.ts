/**
 * The API's compiled commands, loaded from its build and sent through its own command bus, in this
 * process: the benchmarks make their travellers through commands, as a seed makes its data.
 */
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { ROOT } from './support';

export interface CommandBus {
  execute<T>(command: object): Promise<T>;
}
interface AppContext {
  get(token: unknown): unknown;
}

export type CommandClass = new (...args: unknown[]) => object;

/** A command class of the API's build: `loadCommand('identity/commands/sign-in/sign-in.command.js', 'SignInCommand')`. */
export async function loadCommand(file: string, name: string): Promise<CommandClass> {
  return ((await import(path.join(ROOT, 'apps/api/dist', file))) as Record<string, CommandClass>)[name]!;
}

/** The system acting, as a seed does. */
export const SYSTEM = { correlationId: 'bench', actorId: null, actorRole: 'system' };

/** Runs `work` with the API's command bus over `databaseUrl`, the process's environment set as the app wants it. */
export async function withCommandBus<T>(
  databaseUrl: string,
  env: Record<string, string>,
  work: (bus: CommandBus) => Promise<T>,
): Promise<T> {
  const { withAppContext } = (await import(path.join(ROOT, 'apps/api/dist/cli/app-context.js'))) as {
    withAppContext: <R>(work: (app: AppContext) => Promise<R>) => Promise<R>;
  };
  // The same @nestjs/cqrs the API's build loads: its CommandBus is the app's provider token.
  const { CommandBus } = (await import(require.resolve('@nestjs/cqrs', { paths: [path.join(ROOT, 'apps/api')] }))) as {
    CommandBus: unknown;
  };
  const saved = { ...process.env };
  Object.assign(process.env, {
    DATABASE_URL: databaseUrl,
    COOKIE_SECRET: randomBytes(32).toString('base64url'),
    NODE_ENV: 'production',
    ALERT_POLL_MINUTES: '0',
    ADVISORY_REFRESH_HOURS: '0',
    LOG_FORMAT: 'json',
    ...env,
  });
  try {
    return await withAppContext((app) => work(app.get(CommandBus) as CommandBus));
  } finally {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
  }
}
