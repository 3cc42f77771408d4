/**
 * What the launchers share (`npm start`: run.ts; `npm run start:cluster`: cluster-run.ts): a process
 * group of their own, so Ctrl-C stops their children in order rather than all at once; stopping a
 * child with a grace period; waiting for an API to answer; the local mail catcher; how to sign in.
 *
 * Ctrl-C in a terminal signals the whole foreground process group at once, so the embedded
 * PostgreSQL (a child of the launcher) would begin its fast shutdown while the API and the projector
 * still had work in flight, and they would die on "Connection terminated unexpectedly". A launcher
 * therefore runs in a process group of its own, and the process the terminal started only forwards
 * the stop to it and exits with its code.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { localSecret } from './local-database';
import { startMailCatcher, type MailCatcher } from './mail-catcher';
import { localVapidKeys } from './vapid-keys';

/** Set in the launcher that runs in its own process group. */
const OWN_GROUP = 'SAFETRAILS_LAUNCHER_OWN_GROUP';
const STOP_GRACE_MS = 15_000;

/** Runs `main` in a process group of its own (starting `file` again there), or directly when already in it. */
export function launch(file: string, main: () => Promise<void>, say: (line: string) => void): void {
  if (process.platform !== 'win32' && process.env[OWN_GROUP] !== '1') {
    const launcher = spawn(process.execPath, [file, ...process.argv.slice(2)], {
      detached: true,
      // Nothing reads the terminal: a background process group that did would be stopped (SIGTTIN).
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: { ...process.env, [OWN_GROUP]: '1' },
    });
    const forward = () => {
      if (launcher.exitCode === null && launcher.signalCode === null) launcher.kill('SIGTERM');
    };
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, forward);
    launcher.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
    return;
  }
  main().catch((error: unknown) => {
    say(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}

/** SIGTERM, and SIGKILL if it has not exited within the grace period. */
export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const kill = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Waits until the API answers its health check: 200, or 503 while the projector catches up with a
 * bulk import (the API serves meanwhile; /health says how far behind each projection is).
 */
export async function waitForApi(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('the API exited during start-up');
    try {
      const response = await fetch(url);
      if (response.ok || response.status === 503) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the API did not answer within ${timeoutMs / 1000} s (${url})`);
}

/**
 * The local mail catcher, on MAIL_CATCHER_PORT (SMTP, default 1025) and MAIL_CATCHER_HTTP_PORT (its
 * page, default 1080); a port another program holds gives way to a free one.
 */
export async function startLocalMailCatcher(): Promise<MailCatcher> {
  const smtpPort = Number(process.env.MAIL_CATCHER_PORT || 1025);
  const httpPort = Number(process.env.MAIL_CATCHER_HTTP_PORT || 1080);
  try {
    return await startMailCatcher({ smtpPort, httpPort });
  } catch {
    return startMailCatcher({ smtpPort: 0, httpPort: 0 });
  }
}

/**
 * The settings every app process of a local launcher shares, from the environment or made once
 * under `dataDir`: the cookie secret, the Web Push keys, and SMTP_URL (without one, a mail catcher
 * on this machine with a page to read what was sent; the caller closes it).
 */
export async function localAppSettings(
  dataDir: string,
): Promise<{ env: NodeJS.ProcessEnv; mailCatcher: MailCatcher | null }> {
  let smtpUrl = process.env.SMTP_URL;
  let mailCatcher: MailCatcher | null = null;
  if (!smtpUrl) {
    mailCatcher = await startLocalMailCatcher();
    smtpUrl = `smtp://127.0.0.1:${mailCatcher.smtpPort}`;
  }
  const vapid =
    process.env.VAPID_PUBLIC_KEY && process.env.VAPID_PRIVATE_KEY
      ? { publicKey: process.env.VAPID_PUBLIC_KEY, privateKey: process.env.VAPID_PRIVATE_KEY }
      : localVapidKeys(dataDir);
  const env: NodeJS.ProcessEnv = {
    COOKIE_SECRET: process.env.COOKIE_SECRET || localSecret(dataDir, 'cookie-secret'),
    SMTP_URL: smtpUrl,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
  };
  return { env, mailCatcher };
}

/** How a person signs in on this server: the development personas, or the providers set up. */
export async function signInHint(base: string): Promise<string> {
  try {
    const options = (await (await fetch(`${base}/api/auth/options`)).json()) as {
      providers: { google: boolean; reddit: boolean };
      developmentSignIn: { enabled: boolean; personas: { label: string }[] };
    };
    if (options.developmentSignIn.enabled) {
      const personas = options.developmentSignIn.personas.map((persona) => persona.label).join(', ');
      return `${base}/auth, as one of the development accounts (${personas}); no Google or Reddit credentials are set`;
    }
    const providers = Object.entries(options.providers)
      .filter(([, configured]) => configured)
      .map(([name]) => name[0]!.toUpperCase() + name.slice(1));
    return providers.length > 0
      ? `${base}/auth with ${providers.join(' or ')}`
      : 'not possible: set GOOGLE_CLIENT_ID/SECRET or REDDIT_CLIENT_ID/SECRET (docs/DEPLOYMENT.md)';
  } catch {
    return `${base}/auth`;
  }
}
