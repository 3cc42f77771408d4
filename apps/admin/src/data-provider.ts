/**
 * The console's data provider: ra-data-simple-rest over `/admin-api`, with the CSRF token every
 * state-changing request needs, the API's field errors reshaped for react-admin forms, and the one
 * call the REST dialect has no verb for (issuing beta invitations).
 */
import simpleRestProvider from 'ra-data-simple-rest';
import {
  fetchUtils,
  HttpError,
  type DataProvider,
  type GetListParams,
  type GetListResult,
  type RaRecord,
} from 'react-admin';
import type { ErrorResponse, FieldError, IssuedBetaInvitation } from '@safetrails/contracts';
import type { IssueInvitationsRequest } from './waitlist/beta-invitation-request';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

// One token serves every request: the server checks it against a secret cookie that outlives it.
let csrfToken: Promise<string> | null = null;

function fetchCsrfToken(): Promise<string> {
  csrfToken ??= fetch('/api/csrf-token', { credentials: 'same-origin' })
    .then(async (response) => {
      if (!response.ok) throw new HttpError('Could not get a CSRF token', response.status);
      return ((await response.json()) as { token: string }).token;
    })
    .catch((error: unknown) => {
      csrfToken = null;
      throw error;
    });
  return csrfToken;
}

function isCsrfRefusal(error: unknown): boolean {
  return (
    error instanceof HttpError &&
    error.status === 403 &&
    (error.body as Partial<ErrorResponse> | undefined)?.code === 'CSRF_TOKEN_INVALID'
  );
}

/**
 * The API names field errors as `errors: [{ field, rule, message }]`; react-admin's forms put
 * `body.errors` of the shape `{ [field]: message, root: { serverError } }` on the fields and
 * notify the root message.
 */
function withFormErrors(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  const body = error.body as Partial<ErrorResponse> | undefined;
  const errors: readonly FieldError[] = Array.isArray(body?.errors) ? body.errors : [];
  if (!body || errors.length === 0) return error;
  const fieldErrors: Record<string, unknown> = { root: { serverError: body.message ?? error.message } };
  for (const { field, message } of errors) fieldErrors[field] = message;
  return new HttpError(error.message, error.status, { ...body, errors: fieldErrors });
}

async function send(
  url: string,
  options: fetchUtils.Options,
): Promise<{ status: number; headers: Headers; body: string; json: unknown }> {
  const method = (options.method ?? 'GET').toUpperCase();
  const request = { ...options, credentials: 'same-origin' as const };
  if (SAFE_METHODS.has(method)) return fetchUtils.fetchJson(url, request);

  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  headers.set('x-csrf-token', await fetchCsrfToken());
  try {
    return await fetchUtils.fetchJson(url, { ...request, headers });
  } catch (error) {
    if (!isCsrfRefusal(error)) throw error;
    // The secret cookie was replaced (expired, cleared, another tab): one fresh token, one retry.
    csrfToken = null;
    headers.set('x-csrf-token', await fetchCsrfToken());
    return fetchUtils.fetchJson(url, { ...request, headers });
  }
}

export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  try {
    return await send(url, options);
  } catch (error) {
    throw withFormErrors(error);
  }
}

export interface ConsoleDataProvider extends DataProvider {
  /** `POST /admin-api/beta-invitations`: the tokens come back once and are never stored in clear. */
  issueBetaInvitations(request: IssueInvitationsRequest): Promise<IssuedBetaInvitation[]>;
}

const API_URL = '/admin-api';
/** The most rows `/admin-api` returns for one list request. */
export const MAX_ROWS_PER_REQUEST = 500;

/** Rows per request that tile a page of `perPage` rows exactly and stay within the API's limit. */
export function rowsPerRequest(perPage: number): number {
  for (let requests = Math.ceil(perPage / MAX_ROWS_PER_REQUEST); requests <= perPage; requests += 1) {
    if (perPage % requests === 0) return perPage / requests;
  }
  return 1;
}

const restProvider = simpleRestProvider(API_URL, httpClient);

export const dataProvider: ConsoleDataProvider = {
  ...restProvider,
  // The Export button asks for every row at once; the API pages at 500, so a large page is
  // fetched as several requests the API accepts.
  async getList<RecordType extends RaRecord>(
    resource: string,
    params: GetListParams,
  ): Promise<GetListResult<RecordType>> {
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
    if (perPage <= MAX_ROWS_PER_REQUEST) return restProvider.getList<RecordType>(resource, params);
    // From the first row any request size tiles the range; further on, one that divides perPage does.
    const size = page === 1 ? MAX_ROWS_PER_REQUEST : rowsPerRequest(perPage);
    const firstPart = ((page - 1) * perPage) / size + 1;
    const data: RecordType[] = [];
    let total: number | undefined;
    for (let part = 0; part < Math.ceil(perPage / size); part += 1) {
      const chunk = await restProvider.getList<RecordType>(resource, {
        ...params,
        pagination: { page: firstPart + part, perPage: size },
      });
      data.push(...chunk.data);
      total = chunk.total;
      if (chunk.data.length < size) break;
    }
    data.splice(perPage);
    return { data, total };
  },
  async issueBetaInvitations(request) {
    const { json } = await httpClient(`${API_URL}/beta-invitations`, {
      method: 'POST',
      body: JSON.stringify(request),
    });
    return json as IssuedBetaInvitation[];
  },
};
