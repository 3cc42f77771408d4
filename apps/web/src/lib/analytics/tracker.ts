/**
 * The product analytics tracker (docs/ANALYTICS.md). It counts page views by route pattern, named
 * actions and scroll depth, logs them in this browser (the spec's local log), and sends them in
 * batches when the page is hidden, when twenty wait or after a minute: `fetch` with `keepalive`,
 * no cookie, a batch id as the idempotency key. Batches that could not leave (offline) wait in
 * local storage for the next chance. Nothing is recorded or sent while the browser signals Do Not
 * Track or Global Privacy Control, or the person opted out on the privacy page.
 */
import {
  ANALYTICS_ACTIONS,
  ANALYTICS_BATCH_MAX_EVENTS,
  ANALYTICS_RETENTION_DAYS,
  ANALYTICS_ROUTES,
  addDays,
  utcDay,
  type AnalyticsAction,
  type AnalyticsRecord,
  type AnalyticsRoute,
  type ScrollDepth,
} from '@safetrails/contracts';
import { randomUuid } from '../idempotency-key';
import { analyticsAllowed } from './analytics-consent';
import { advanceFunnels, type FunnelProgress } from './funnels';

const ENDPOINT = '/api/analytics/batch';
const LOG_KEY = 'safetrails.analytics.log';
const OUTBOX_KEY = 'safetrails.analytics.outbox';
const FUNNELS_KEY = 'safetrails.analytics.funnels';
const LOG_SIZE = 100;
const OUTBOX_MAX_BATCHES = 20;
const FLUSH_AT_EVENTS = 20;
const FLUSH_AFTER_MS = 60_000;

interface Batch {
  readonly key: string;
  readonly events: readonly AnalyticsRecord[];
  /**
   * When a page began sending it (ms). The outbox is shared by every page and tab of the site: a
   * page opened while another's request is still on its way (a reload, a second tab) leaves the
   * batch alone for CLAIM_MS instead of sending it a second time (which the server would refuse
   * with a 409 while the first runs, an error in the console).
   */
  readonly sendingSince?: number;
}

/** How long a batch being sent by another page is left to it. */
const CLAIM_MS = 30_000;

let pending: AnalyticsRecord[] = [];
let currentRoute: AnalyticsRoute | null = null;
let flushTimer: ReturnType<typeof setTimeout> | null = null;
const inFlight = new Set<string>();

export function isAnalyticsRoute(value: unknown): value is AnalyticsRoute {
  return (ANALYTICS_ROUTES as readonly unknown[]).includes(value);
}

export function isAnalyticsAction(value: unknown): value is AnalyticsAction {
  return (ANALYTICS_ACTIONS as readonly unknown[]).includes(value);
}

/** Spread on a button whose clicks are worth counting: `<button {...analyticsAction('share-destination')}>`. */
export function analyticsAction(name: AnalyticsAction): { 'data-analytics': AnalyticsAction } {
  return { 'data-analytics': name };
}

export function recordPageView(route: AnalyticsRoute): void {
  currentRoute = route;
  record({ type: 'page_view', day: utcDay(), route });
}

/** An action that matters (a save, a rating sent), on the page being viewed. */
export function recordAction(action: AnalyticsAction): void {
  if (currentRoute) record({ type: 'action', day: utcDay(), route: currentRoute, action });
}

export function recordScrollDepth(route: AnalyticsRoute, depth: ScrollDepth): void {
  record({ type: 'scroll', day: utcDay(), route, depth });
}

function record(event: AnalyticsRecord): void {
  if (!analyticsAllowed()) {
    forget();
    return;
  }
  const events: AnalyticsRecord[] = [event];
  if (event.type === 'page_view' || event.type === 'action') {
    const advanced = advanceFunnels(readJson<FunnelProgress>(sessionStorage, FUNNELS_KEY, {}), event);
    writeJson(sessionStorage, FUNNELS_KEY, advanced.progress);
    for (const { funnel, step } of advanced.steps) events.push({ type: 'funnel_step', day: event.day, funnel, step });
  }
  pending.push(...events);
  appendToLog(events);
  if (pending.length >= FLUSH_AT_EVENTS) flushAnalytics();
  else flushTimer ??= setTimeout(flushAnalytics, FLUSH_AFTER_MS);
}

/** Sends everything recorded: called when the page is hidden, and by the tracker itself. */
export function flushAnalytics(): void {
  if (flushTimer) clearTimeout(flushTimer);
  flushTimer = null;
  if (!analyticsAllowed()) {
    forget();
    return;
  }
  const outbox = readJson<Batch[]>(localStorage, OUTBOX_KEY, []);
  for (let start = 0; start < pending.length; start += ANALYTICS_BATCH_MAX_EVENTS)
    outbox.push({ key: randomUuid(), events: pending.slice(start, start + ANALYTICS_BATCH_MAX_EVENTS) });
  pending = [];
  writeJson(localStorage, OUTBOX_KEY, outbox);
  sendWaitingBatches();
}

/** Sends the batches that could not leave before (offline, or the page closed first). */
export function sendWaitingBatches(): void {
  if (!analyticsAllowed()) {
    forget();
    return;
  }
  const oldest = addDays(utcDay(), -(ANALYTICS_RETENTION_DAYS - 1));
  const kept = readJson<Batch[]>(localStorage, OUTBOX_KEY, [])
    .map((batch) => ({ ...batch, events: batch.events.filter((event) => event.day >= oldest) }))
    .filter((batch) => batch.events.length > 0)
    .slice(-OUTBOX_MAX_BATCHES);
  writeJson(localStorage, OUTBOX_KEY, kept);
  if (!navigator.onLine) return;
  const now = Date.now();
  for (const batch of kept) {
    const claimed = batch.sendingSince !== undefined && now - batch.sendingSince < CLAIM_MS;
    if (!inFlight.has(batch.key) && !claimed) void send(batch);
  }
}

async function send(batch: Batch): Promise<void> {
  inFlight.add(batch.key);
  claim(batch.key, Date.now());
  let settled = false;
  try {
    const response = await fetch(ENDPOINT, {
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      headers: { 'content-type': 'application/json', 'idempotency-key': batch.key },
      body: JSON.stringify({ events: batch.events }),
    });
    // Counted, or refused for good (a 4xx will not pass later either): either way it leaves the outbox.
    if (response.ok || (response.status >= 400 && response.status < 500 && response.status !== 429)) {
      settle(batch.key);
      settled = true;
    }
  } catch {
    // Offline or the page went away mid-request: the batch stays for the next chance.
  } finally {
    inFlight.delete(batch.key);
    // Not sent: free for the next chance at once (a page that went away leaves its claim to expire).
    if (!settled) claim(batch.key, undefined);
  }
}

function claim(key: string, sendingSince: number | undefined): void {
  writeJson(
    localStorage,
    OUTBOX_KEY,
    readJson<Batch[]>(localStorage, OUTBOX_KEY, []).map((batch) =>
      batch.key === key ? { key: batch.key, events: batch.events, sendingSince } : batch,
    ),
  );
}

function settle(key: string): void {
  writeJson(
    localStorage,
    OUTBOX_KEY,
    readJson<Batch[]>(localStorage, OUTBOX_KEY, []).filter((batch) => batch.key !== key),
  );
}

/** Counting was switched off: nothing waits to be sent any more. */
function forget(): void {
  pending = [];
  try {
    localStorage.removeItem(OUTBOX_KEY);
  } catch {
    // Storage refused: nothing was kept there either.
  }
}

/** The spec's local log: the last hundred events with their time, in this browser only. */
function appendToLog(events: readonly AnalyticsRecord[]): void {
  const timestamp = new Date().toISOString();
  const log = readJson<unknown[]>(localStorage, LOG_KEY, []);
  const entries = events.map(({ type, day: _day, ...properties }) => ({ event: type, properties, timestamp }));
  writeJson(localStorage, LOG_KEY, [...log, ...entries].slice(-LOG_SIZE));
}

function readJson<T>(storage: Storage, key: string, fallback: T): T {
  try {
    const raw = storage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

function writeJson(storage: Storage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Full or refused storage: counting is best effort and never gets in the way.
  }
}
