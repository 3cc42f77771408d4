/**
 * The one fetch wrapper for `/api`: JSON in and out, the CSRF token on writes, and typed errors so
 * callers can tell "the server said no" (ApiError) from "the server could not be reached" (NetworkError).
 */
import type { ErrorResponse } from '@safetrails/contracts';
import { noteAnswer, noteUnreachable } from './connectivity';
import { noteRead } from './first-visit-reads';
import { yieldToMain } from './yield-to-main';
import { enqueue, queueLabel } from './outbox/outbox';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The parsed JSON body, or null when the answer was not JSON. */
    readonly body: unknown,
  ) {
    super(isErrorResponse(body) ? body.message : `Request failed with status ${status}`);
    this.name = 'ApiError';
  }
}

export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('The server could not be reached', { cause });
    this.name = 'NetworkError';
  }
}

export function isErrorResponse(body: unknown): body is ErrorResponse {
  return typeof body === 'object' && body !== null && 'statusCode' in body && 'message' in body;
}

interface RequestOptions {
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal;
}

export function apiGet<T>(path: string, options: Omit<RequestOptions, 'body'> = {}): Promise<T> {
  return request<T>('GET', path, options);
}

export function apiPost<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return write<T>('POST', path, options);
}

export function apiPut<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return write<T>('PUT', path, options);
}

export function apiPatch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return write<T>('PATCH', path, options);
}

export function apiDelete<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return write<T>('DELETE', path, options);
}

/**
 * Every write carries the CSRF token. A contribution that could not be sent (no connection) waits
 * in the outbox with its idempotency key and the caller gets a QueuedOfflineError.
 */
async function write<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: RequestOptions,
): Promise<T> {
  try {
    return await sendWrite<T>(method, path, options);
  } catch (error) {
    const label = queueLabel(method, path);
    if (!(error instanceof NetworkError) || !label) throw error;
    throw await enqueue({ method, path, body: options.body, label, key: options.headers?.['Idempotency-Key'] });
  }
}

/** A write sent now or never: the outbox sends its waiting requests with this. */
export async function sendWrite<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: RequestOptions,
): Promise<T> {
  const send = async (token: string) =>
    request<T>(method, path, { ...options, headers: { ...options.headers, 'x-csrf-token': token } });
  try {
    return await send(await csrfToken());
  } catch (error) {
    // A 403 on a write means the token expired or the page outlived the server's secret: fetch a
    // fresh one and try exactly once more, with the same headers (so the same idempotency key).
    if (error instanceof ApiError && error.status === 403) return send(await csrfToken({ refresh: true }));
    throw error;
  }
}

async function request<T>(method: string, path: string, { body, headers, signal }: RequestOptions): Promise<T> {
  if (method === 'GET') {
    noteRead(path);
    // Each read leaves in a task of its own, not all in the one that mounts the page's queries.
    await yieldToMain();
    signal?.throwIfAborted();
  }
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      signal,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    noteUnreachable();
    throw new NetworkError(error);
  }
  noteAnswer(response);
  const payload = await readJson(response);
  if (!response.ok) throw new ApiError(response.status, payload);
  // The response shapes come from @safetrails/contracts, which the API implements.
  return payload as T;
}

async function readJson(response: Response): Promise<unknown> {
  if (!response.headers.get('content-type')?.includes('application/json')) return null;
  try {
    return await response.json();
  } catch {
    return null;
  }
}

let cachedToken: Promise<string> | null = null;

/**
 * The API injects the token into index.html; under `vite dev` the meta tag stays empty, so the
 * token comes from `/api/csrf-token` instead. The promise is cached so concurrent writes share it.
 */
function csrfToken({ refresh = false } = {}): Promise<string> {
  if (refresh || cachedToken === null) {
    const fromPage = refresh ? '' : (document.querySelector('meta[name="csrf-token"]')?.getAttribute('content') ?? '');
    const pending = fromPage
      ? Promise.resolve(fromPage)
      : apiGet<{ token: string }>('/api/csrf-token').then(({ token }) => token);
    cachedToken = pending;
    // A failed fetch must not poison the cache for the next attempt.
    void pending.catch(() => {
      if (cachedToken === pending) cachedToken = null;
    });
  }
  return cachedToken;
}
