/** What the app under test sent, as its local mail catcher caught it (`E2E_MAIL_HTTP_PORT`). */
import { expect } from '@playwright/test';

const MAIL = `http://127.0.0.1:${process.env.E2E_MAIL_HTTP_PORT}`;

export interface CaughtMail {
  readonly subject: string;
  readonly text: string;
  readonly to: string;
  readonly envelopeTo: readonly string[];
  readonly headers: Readonly<Record<string, string>>;
}

export async function mails(): Promise<CaughtMail[]> {
  return (await (await fetch(`${MAIL}/messages.json`)).json()) as CaughtMail[];
}

/** The newest caught mail the predicate accepts, once it has arrived. */
export async function mailWhere(accept: (mail: CaughtMail) => boolean, timeout = 15_000): Promise<CaughtMail> {
  await expect.poll(async () => (await mails()).some(accept), { timeout }).toBe(true);
  return (await mails()).findLast(accept)!;
}
