/**
 * Passport on Fastify, in one place. Passport was written for Express: a strategy ends by calling
 * success, fail, error or redirect, and its redirect writes to the Node response itself. Here the
 * strategy sees a small request (the query, and the Fastify pair the state store needs for its
 * cookie) and a response that only notes where a redirect goes; the outcome comes back as a value,
 * and the controller answers through Fastify's own reply, with its headers and cookies.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import passport from 'passport';

export interface PassportRequest {
  readonly query: Readonly<Record<string, unknown>>;
  readonly fastify: { readonly request: FastifyRequest; readonly reply: FastifyReply };
}

export type PassportOutcome =
  | { readonly kind: 'redirect'; readonly location: string }
  | { readonly kind: 'success'; readonly user: unknown; readonly info: unknown }
  | { readonly kind: 'failure'; readonly challenge: unknown; readonly status: number | undefined }
  | { readonly kind: 'error'; readonly error: unknown };

type Middleware = (request: PassportRequest, response: object, next: (error?: unknown) => void) => void;

/** Runs the strategy registered as `strategy` over the request, without a server session. */
export function authenticate(
  strategy: string,
  request: PassportRequest,
  options: Readonly<Record<string, unknown>>,
): Promise<PassportOutcome> {
  return new Promise((resolve) => {
    let location: string | null = null;
    const response = {
      statusCode: 200,
      setHeader(name: string, value: unknown) {
        if (name.toLowerCase() === 'location') location = String(value);
      },
      end() {
        resolve(
          location
            ? { kind: 'redirect', location }
            : { kind: 'error', error: new Error('passport ended the response without a redirect') },
        );
      },
    };
    const middleware = passport.authenticate(
      strategy,
      { ...options, session: false },
      (error: unknown, user: unknown, info: unknown, status: unknown) => {
        if (error) resolve({ kind: 'error', error });
        else if (user) resolve({ kind: 'success', user, info });
        else resolve({ kind: 'failure', challenge: info, status: typeof status === 'number' ? status : undefined });
      },
    ) as Middleware;
    middleware(request, response, (error) =>
      resolve({ kind: 'error', error: error ?? new Error(`passport passed over ${strategy} without deciding`) }),
    );
  });
}
