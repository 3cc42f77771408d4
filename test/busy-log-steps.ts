/** The steps of the busy log (test/busy-log.ts): who acts, and a call that must answer as expected. */
import type { CommandBus } from '@nestjs/cqrs';
import type { ApiHarness, SignedIn } from './api-harness';

export const BARCELONA = 5;
export const POKHARA = 1282898;
export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export interface People {
  readonly api: ApiHarness;
  readonly bus: CommandBus;
  readonly bea: SignedIn;
  readonly ada: SignedIn;
  readonly mo: SignedIn;
  readonly sam: SignedIn;
  readonly send: (url: string, payload: object) => Promise<Answer>;
  /** A Kenyan city among those registered. */
  readonly kenyan: number;
}

interface Answer {
  readonly statusCode: number;
  readonly body: string;
}

/** Fails loudly: a step that did not happen would leave its event types out without a word. */
export async function expectStatus(what: string, response: Promise<Answer>, ...ok: number[]) {
  const answer = await response;
  if (!ok.includes(answer.statusCode)) throw new Error(`${what}: ${answer.statusCode} ${answer.body.slice(0, 300)}`);
  return JSON.parse(answer.body || 'null') as Record<string, unknown>;
}

export const call = (who: SignedIn, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  who.call(method, url, payload).then((response) => ({ statusCode: response.statusCode, body: response.body }));

/** A write without an account, with a fresh CSRF pair. */
export function sendAnonymously(api: ApiHarness) {
  return async (url: string, payload: object): Promise<Answer> => {
    const { headers, cookies } = await api.csrf();
    const response = await api.app.inject({ method: 'POST', url, headers, cookies, payload });
    return { statusCode: response.statusCode, body: response.body };
  };
}
