/**
 * `GET /api/events`: Server-Sent Events of read-model changes, so open pages refetch exactly what
 * changed instead of polling. A comment line every 25 s keeps proxies from closing idle streams.
 * Each notice's id is its projection's position; a client that comes back (the browser's
 * EventSource does so by itself after a dropped connection or a database restart) with
 * Last-Event-ID first hears of every projection that moved past it, so nothing it missed stays stale.
 * A stream hears only of read models its reader's screens read: the moderation queue's notices go
 * to moderators' and admins' streams alone (STAFF_PROJECTIONS).
 */
import { type BeforeApplicationShutdown, Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Pool } from 'pg';
import type { Role } from '@safetrails/contracts';
import { READ_POOL } from '../database/database.module';
import { announcedTo, hearsStaff, LiveUpdatesService, sseMessage } from './live-updates.service';
import { MetricsService } from '../metrics/metrics.service';
import { Access } from '../http/access.decorator';

const HEARTBEAT_MS = 25_000;

@ApiTags('live')
@Controller()
export class EventsController implements BeforeApplicationShutdown {
  /** The open streams: a stop ends them, or the server would wait on them to close. */
  private readonly open = new Set<FastifyReply['raw']>();

  constructor(
    private readonly live: LiveUpdatesService,
    private readonly metrics: MetricsService,
    @Inject(READ_POOL) private readonly pool: Pool,
  ) {}

  @Get('events')
  @Access('public')
  @ApiOperation({ summary: 'Server-Sent Events: `read-model-changed` with `{ projection, eventTypes, count }`' })
  @ApiProduces('text/event-stream')
  stream(@Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    raw.write('retry: 3000\n\n');
    const roles = request.principal?.roles ?? [];
    void this.catchUp(request, raw, roles);
    const staff = hearsStaff(roles);
    const subscription = this.live.sseBatches.subscribe((batch) => {
      const text = batch.textFor(staff);
      if (text) raw.write(text);
    });
    const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
    this.metrics.sseClients.inc();
    this.open.add(raw);
    request.raw.on('close', () => {
      this.open.delete(raw);
      clearInterval(heartbeat);
      subscription.unsubscribe();
      this.metrics.sseClients.dec();
    });
  }

  /**
   * Before the server closes: every stream ends, so the close waits only for requests in flight. The
   * browsers reconnect (to another replica, or to this one when it is back) with their Last-Event-ID.
   */
  beforeApplicationShutdown(): void {
    for (const raw of this.open) raw.end();
  }

  /** The projections past the client's Last-Event-ID, one notice each (nothing when it sent none). */
  private async catchUp(request: FastifyRequest, raw: FastifyReply['raw'], roles: readonly Role[]): Promise<void> {
    const header = request.headers['last-event-id'];
    const match = typeof header === 'string' ? /^(\d{1,19}):(\d{1,19})$/.exec(header) : null;
    if (!match) return;
    try {
      const { rows } = await this.pool.query<{ projection: string; commit_position: string; prepare_position: string }>(
        `SELECT projection, commit_position, prepare_position FROM projector.checkpoints
         WHERE (commit_position, prepare_position) > ($1::bigint, $2::bigint) ORDER BY commit_position, prepare_position`,
        [match[1], match[2]],
      );
      for (const row of rows) {
        if (!announcedTo(row.projection, roles)) continue;
        const position = `${row.commit_position}:${row.prepare_position}`;
        raw.write(sseMessage({ projection: row.projection, eventTypes: [], count: 0, position }));
      }
    } catch {
      // The database is away: the stream stays open and the live notices follow when it is back.
    }
  }
}
