/**
 * Listens for the projector's `read_model_changed` notices on one dedicated connection and fans
 * them out in-process: to the SSE stream (browsers) and to caches that must forget stale answers.
 * Reconnects with backoff; while disconnected, `connected` is false and caches must not be trusted.
 */
import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import pg from 'pg';
import { filter, map, share, Subject, type Observable } from 'rxjs';
import { READ_MODEL_CHANGED_CHANNEL, type ReadModelChange } from '@safetrails/contracts';
import { AppConfig } from '../../config/app.config';

/**
 * Read models no page refreshes live: their notices stay in the process. Product analytics moves with
 * every page a traveller leaves; telling every open page each time would multiply traffic for nothing.
 */
export const UNANNOUNCED_PROJECTIONS: ReadonlySet<string> = new Set(['analytics']);

@Injectable()
export class LiveUpdatesService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(LiveUpdatesService.name);
  private readonly subject = new Subject<ReadModelChange>();
  private client: pg.Client | null = null;
  private stopping = false;
  private retryMs = 250;
  connected = false;

  constructor(private readonly config: AppConfig) {}

  get changes(): Observable<ReadModelChange> {
    return this.subject.asObservable();
  }

  /** Each change as its SSE message, written once however many pages are listening. */
  readonly sseMessages: Observable<string> = this.subject.pipe(
    filter((change) => !UNANNOUNCED_PROJECTIONS.has(change.projection)),
    map((change) => sseMessage(change)),
    share(),
  );

  async onModuleInit(): Promise<void> {
    await this.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    this.subject.complete();
    await this.client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.config.DATABASE_URL,
      application_name: 'safetrails-api-listen',
    });
    client.on('notification', (message) => {
      if (message.channel !== READ_MODEL_CHANGED_CHANNEL || !message.payload) return;
      try {
        this.subject.next(JSON.parse(message.payload) as ReadModelChange);
      } catch {
        this.logger.warn(`Ignored a malformed change notice: ${message.payload}`);
      }
    });
    client.on('error', (error) => this.reconnectAfter(client, error));
    client.on('end', () => this.reconnectAfter(client, new Error('connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${READ_MODEL_CHANGED_CHANNEL}`);
      this.client = client;
      this.connected = true;
      this.retryMs = 250;
    } catch (error) {
      this.reconnectAfter(client, error);
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
    setTimeout(() => void this.connect(), this.retryMs).unref();
    this.retryMs = Math.min(this.retryMs * 2, 10_000);
  }
}

/** A change as an SSE message; its position, when it has one, is the message's id. */
export function sseMessage(change: ReadModelChange): string {
  const id = change.position ? `id: ${change.position}\n` : '';
  return `${id}event: read-model-changed\ndata: ${JSON.stringify(change)}\n\n`;
}
