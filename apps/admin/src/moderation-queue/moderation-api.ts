/**
 * The moderation queue's calls that the REST dialect has no verb for: claims, actions with their
 * reason, bulk actions and the live counts (.scratch/admin-api-moderation.md).
 */
import type {
  ModerationAction,
  ModerationBulkResult,
  ModerationQueueCounts,
  ModerationQueueItem,
} from '@safetrails/contracts';
import { httpClient } from '../data-provider';

export const QUEUE_RESOURCE = 'moderation-queue';
const QUEUE_URL = `/admin-api/${QUEUE_RESOURCE}`;

export interface ActionRequest {
  readonly action: ModerationAction;
  readonly reason: string;
  /** Bans only: how long it lasts. */
  readonly durationHours?: number;
}

function itemUrl(id: string, path: string): string {
  return `${QUEUE_URL}/${encodeURIComponent(id)}/${path}`;
}

async function post<T>(url: string, body: unknown): Promise<T> {
  const { json } = await httpClient(url, { method: 'POST', body: JSON.stringify(body) });
  return json as T;
}

/** Claims the item for 30 minutes (claiming again renews); a 409 names who holds it. */
export function claimItem(id: string): Promise<ModerationQueueItem> {
  return post(itemUrl(id, 'claim'), {});
}

export function releaseItem(id: string): Promise<ModerationQueueItem> {
  return post(itemUrl(id, 'release'), {});
}

export function actOnItem(id: string, request: ActionRequest): Promise<ModerationQueueItem> {
  return post(itemUrl(id, 'actions'), request);
}

/** Each item is its own command: the answer says which worked and why the others did not. */
export function actOnItems(ids: readonly string[], request: ActionRequest): Promise<ModerationBulkResult> {
  return post(`${QUEUE_URL}/bulk`, { ids, ...request });
}

export async function fetchQueueCounts(): Promise<ModerationQueueCounts> {
  return (await httpClient(`${QUEUE_URL}/counts`)).json as ModerationQueueCounts;
}
