/**
 * Listens for the projector's `read_model_changed` notices on one dedicated connection and fans
 * them out in-process: to the SSE stream (browsers) and to caches that must forget stale answers
 * (`cache()`). Remembers how far each read model's notices have come, so a command can wait until
 * this process has heard of its change. Reconnects with backoff; while disconnected, `connected` is
 * false and caches must not be trusted.
 */
import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import pg from 'pg';
import { filter, merge, Observable, share, Subject } from 'rxjs';
import {
  comparePositions,
  MAX_NOTICE_STREAMS,
  READ_MODEL_CHANGED_CHANNEL,
  type GlobalPosition,
  type ReadModelChange,
  type Role,
} from '@safetrails/contracts';
import { AppConfig } from '../../config/app.config';
import { ReadCache, type ReadCacheCounts, type ReadCacheOptions } from './read-cache';

/**
 * Read models no page refreshes live: their notices stay in the process. Product analytics moves with
 * every page a traveller leaves; telling every open page each time would multiply traffic for nothing.
 */
export const UNANNOUNCED_PROJECTIONS: ReadonlySet<string> = new Set(['analytics']);

/**
 * Read models only staff's screens read (the moderation queue): their notices go only to the streams
 * of moderators and admins. No traveller's page refetches them, and a third of an evening's notices
 * were the queue's, on every traveller's phone; nor is the moderators' activity hers to watch.
 */
export const STAFF_PROJECTIONS: ReadonlySet<string> = new Set(['moderation']);

/** Whether a stream opened by `roles` hears of `projection`: never of an unannounced one, of staff's only as staff. */
export function announcedTo(projection: string, roles: readonly Role[]): boolean {
  if (UNANNOUNCED_PROJECTIONS.has(projection)) return false;
  return !STAFF_PROJECTIONS.has(projection) || roles.some((role) => role === 'moderator' || role === 'admin');
}

/** A notice as the streams get it: the read model it names, and the message, serialised once for all. */
export interface SseNotice {
  readonly projection: string;
  readonly message: string;
}

/**
 * A read model's first change goes out at once; those that follow within this window gather into
 * one notice at its end (the latest position, every event type, the counts summed). Under a burst
 * of writes an open page then refetches a read model at most ten times a second, however many
 * batches the projector commits, and a lone change is not delayed.
 */
export const COALESCE_MS = 100;

@Injectable()
export class LiveUpdatesService implements OnModuleInit, OnApplicationShutdown {
  /** The wait before connecting again: the first, doubled at each failure up to the most. */
  static retry = { firstMs: 250, mostMs: 10_000 };

  private readonly logger = new Logger(LiveUpdatesService.name);
  private readonly subject = new Subject<ReadModelChange>();
  /** Changes this process knows of without a notice (a waited-for batch whose notice is late). */
  private readonly local = new Subject<ReadModelChange>();
  /** The newest position each read model's notices have announced. */
  private readonly heard = new Map<string, GlobalPosition>();
  private readonly caches: ReadCache<unknown>[] = [];
  /** Other answers kept on the strength of these caches (platform/http/shared-answers.ts). */
  private readonly dependents: { counts(): ReadCacheCounts }[] = [];
  private client: pg.Client | null = null;
  private stopping = false;
  private retrying: ReturnType<typeof setTimeout> | null = null;
  private retryMs = LiveUpdatesService.retry.firstMs;
  connected = false;

  constructor(private readonly config: AppConfig) {}

  get changes(): Observable<ReadModelChange> {
    return this.subject.asObservable();
  }

  /** The notices, and the changes known here without one: what caches forget on. */
  readonly invalidations: Observable<ReadModelChange> = merge(this.subject, this.local);

  /** A cache of read-model answers that forgets on the changes `options.forgets` names. */
  cache<T>(name: string, options: ReadCacheOptions): ReadCache<T> {
    const cache = new ReadCache<T>(name, this, options);
    this.caches.push(cache);
    return cache;
  }

  /** Counts `dependent`'s hits and misses with the caches' (`/metrics`). */
  countWithCaches(dependent: { counts(): ReadCacheCounts }): void {
    this.dependents.push(dependent);
  }

  cacheCounts(): ReadCacheCounts[] {
    return [...this.caches, ...this.dependents].map((cache) => cache.counts());
  }

  /** Whether a notice of `projection` at or past `position` has arrived here. */
  hasHeard(projection: string, position: GlobalPosition): boolean {
    const heard = this.heard.get(projection);
    return heard !== undefined && comparePositions(heard, position) >= 0;
  }

  /** Tells this process's caches that `projection` changed, without telling the browsers. */
  forget(projection: string): void {
    this.local.next({ projection, eventTypes: [], count: 0 });
  }

  /** The changes as SSE notices, coalesced per read model (COALESCE_MS), serialised once for every page. */
  readonly sseNotices: Observable<SseNotice> = coalescedPerProjection(
    this.subject.pipe(filter((change) => !UNANNOUNCED_PROJECTIONS.has(change.projection))),
    COALESCE_MS,
  ).pipe(share());

  async onModuleInit(): Promise<void> {
    await this.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    if (this.retrying) clearTimeout(this.retrying);
    for (const cache of this.caches) cache.close();
    this.subject.complete();
    this.local.complete();
    await this.client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    this.retrying = null;
    if (this.stopping) return;
    const client = new pg.Client({
      connectionString: this.config.DATABASE_URL,
      application_name: 'safetrails-api-listen',
    });
    client.on('notification', (message) => {
      if (message.channel !== READ_MODEL_CHANGED_CHANNEL || !message.payload) return;
      try {
        const change = JSON.parse(message.payload) as ReadModelChange;
        const position = parsePosition(change.position);
        if (position && !this.hasHeard(change.projection, position)) this.heard.set(change.projection, position);
        this.subject.next(change);
      } catch {
        this.logger.warn(`Ignored a malformed change notice: ${message.payload}`);
      }
    });
    // A lost connection says so up to three times (its error, its end, a failed connect or LISTEN):
    // it is replaced once. Each telling its own retry would double the attempts at every failure,
    // and a database away for minutes would be met with thousands of connections.
    let lost = false;
    const lose = (error: unknown) => {
      if (lost) return;
      lost = true;
      this.reconnectAfter(client, error);
    };
    client.on('error', lose);
    client.on('end', () => lose(new Error('connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${READ_MODEL_CHANGED_CHANNEL}`);
      if (lost) return;
      this.client = client;
      this.connected = true;
      this.retryMs = LiveUpdatesService.retry.firstMs;
    } catch (error) {
      lose(error);
    }
  }

  private reconnectAfter(client: pg.Client, error: unknown): void {
    if (this.stopping || (this.client !== client && this.client !== null)) return;
    this.client = null;
    if (this.connected) this.logger.warn(`Change notices interrupted: ${String(error)}`);
    this.connected = false;
    // Whatever changed while we were deaf: tell every listener to refetch.
    this.subject.next({ projection: '*', eventTypes: [], count: 0 });
    void client.end().catch(() => undefined);
    this.retrying = setTimeout(() => void this.connect(), this.retryMs).unref();
    this.retryMs = Math.min(this.retryMs * 2, LiveUpdatesService.retry.mostMs);
  }
}

/** A notice's `commit:prepare` position; null when it has none (a rebuild) or it does not parse. */
export function parsePosition(text: string | undefined): GlobalPosition | null {
  const match = text === undefined ? null : /^(\d+):(\d+)$/.exec(text);
  return match ? { commit: BigInt(match[1]!), prepare: BigInt(match[2]!) } : null;
}

/**
 * Each read model's first change at once, then what follows within `windowMs` as one message at the
 * window's end (which opens the next window); a window with nothing in it closes.
 */
export function coalescedPerProjection(changes: Observable<ReadModelChange>, windowMs: number): Observable<SseNotice> {
  return new Observable<SseNotice>((subscriber) => {
    const windows = new Map<string, { pending: ReadModelChange | null; timer: ReturnType<typeof setTimeout> }>();
    const open = (projection: string) => {
      const timer = setTimeout(() => {
        const window = windows.get(projection);
        if (!window?.pending) {
          windows.delete(projection);
          return;
        }
        subscriber.next(sseNotice(window.pending));
        window.pending = null;
        open(projection);
      }, windowMs);
      timer.unref();
      const existing = windows.get(projection);
      if (existing) existing.timer = timer;
      else windows.set(projection, { pending: null, timer });
    };
    const subscription = changes.subscribe({
      next: (change) => {
        const window = windows.get(change.projection);
        if (window) {
          window.pending = window.pending ? coalesce([window.pending, change])[0]! : change;
          return;
        }
        subscriber.next(sseNotice(change));
        open(change.projection);
      },
      error: (error: unknown) => subscriber.error(error),
      complete: () => subscriber.complete(),
    });
    return () => {
      subscription.unsubscribe();
      for (const window of windows.values()) clearTimeout(window.timer);
    };
  });
}

/**
 * One change per read model, in the order each first changed: the latest position (positions only
 * grow within a read model), every event type once, the counts summed, and the streams together
 * while every change named its streams and they stay few.
 */
export function coalesce(changes: readonly ReadModelChange[]): ReadModelChange[] {
  const byProjection = new Map<string, ReadModelChange>();
  for (const change of changes) {
    const earlier = byProjection.get(change.projection);
    if (!earlier) {
      byProjection.set(change.projection, change);
      continue;
    }
    const position = change.position ?? earlier.position;
    const streams =
      earlier.streams && change.streams ? [...new Set([...earlier.streams, ...change.streams])] : undefined;
    byProjection.set(change.projection, {
      projection: change.projection,
      eventTypes: [...new Set([...earlier.eventTypes, ...change.eventTypes])],
      count: earlier.count + change.count,
      ...(position ? { position } : {}),
      ...(streams && streams.length <= MAX_NOTICE_STREAMS ? { streams } : {}),
    });
  }
  return [...byProjection.values()];
}

function sseNotice(change: ReadModelChange): SseNotice {
  return { projection: change.projection, message: sseMessage(change) };
}

/**
 * A change as an SSE message; its position, when it has one, is the message's id. The streams stay
 * in the server: a stream's name can carry a traveller's id, and every open page hears the notice.
 */
export function sseMessage(change: ReadModelChange): string {
  const id = change.position ? `id: ${change.position}\n` : '';
  const { streams: _streams, ...announced } = change;
  return `${id}event: read-model-changed\ndata: ${JSON.stringify(announced)}\n\n`;
}
