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

/** Whether a stream opened by `roles` hears the staff's read models. */
export function hearsStaff(roles: readonly Role[]): boolean {
  return roles.some((role) => role === 'moderator' || role === 'admin');
}

/** Whether a stream opened by `roles` hears of `projection`: never of an unannounced one, of staff's only as staff. */
export function announcedTo(projection: string, roles: readonly Role[]): boolean {
  return heardBy(projection, hearsStaff(roles));
}

function heardBy(projection: string, staff: boolean): boolean {
  return !UNANNOUNCED_PROJECTIONS.has(projection) && (staff || !STAFF_PROJECTIONS.has(projection));
}

/** A notice as the streams get it: the read model it names, and the message, serialised once for all. */
export interface SseNotice {
  readonly projection: string;
  readonly message: string;
}

/**
 * Notices that go out together: each stream gets them in one write, those its reader hears
 * (`announcedTo`), joined once for the staff's streams and once for everyone else's.
 */
export class SseBatch {
  private readonly joined: [string | undefined, string | undefined] = [undefined, undefined];

  constructor(readonly notices: readonly SseNotice[]) {}

  /** What a stream opened by a reader who hears the staff's read models (or not) is written. */
  textFor(staff: boolean): string {
    const index = staff ? 1 : 0;
    return (this.joined[index] ??= this.notices
      .filter((notice) => heardBy(notice.projection, staff))
      .map((notice) => notice.message)
      .join(''));
  }
}

/**
 * The first change after a quiet while goes out at once; every change within the window that opens
 * then gathers into one notice per read model (the latest position, every event type, the counts
 * summed), all sent together at the window's end, in one write to each stream. Under a burst of
 * writes an open page then hears, and refetches a read model, at most four times a second, however
 * many batches the projector commits and however many read models move; a lone change is not
 * delayed. With a window per read model (100 ms), an evening's 200 open pages each took 11-13
 * writes a second, one per read model per window (bench (n)).
 */
export const COALESCE_MS = 250;

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

  /** The changes as SSE notices, coalesced in windows (COALESCE_MS), serialised once for every page. */
  readonly sseBatches: Observable<SseBatch> = coalescedInWindows(
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
 * The first change at once, alone; then every change within `windowMs` as one batch at the window's
 * end, one notice per read model (which opens the next window); a window with nothing in it closes.
 */
export function coalescedInWindows(changes: Observable<ReadModelChange>, windowMs: number): Observable<SseBatch> {
  return new Observable<SseBatch>((subscriber) => {
    /** The changes of the open window; null while no window is open. */
    let pending: ReadModelChange[] | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      pending = [];
      timer = setTimeout(() => {
        const gathered = pending ?? [];
        if (gathered.length === 0) {
          pending = null;
          return;
        }
        subscriber.next(new SseBatch(gathered.map(sseNotice)));
        open();
      }, windowMs);
      timer.unref();
    };
    const subscription = changes.subscribe({
      next: (change) => {
        if (pending) {
          pending = coalesce([...pending, change]);
          return;
        }
        subscriber.next(new SseBatch([sseNotice(change)]));
        open();
      },
      error: (error: unknown) => subscriber.error(error),
      complete: () => subscriber.complete(),
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer);
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
