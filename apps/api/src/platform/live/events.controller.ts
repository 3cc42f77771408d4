/**
 * `GET /api/events`: Server-Sent Events of read-model changes, so open pages refetch exactly what
 * changed instead of polling. A comment line every 25 s keeps proxies from closing idle streams.
 */
import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LiveUpdatesService } from './live-updates.service';
import { MetricsService } from '../metrics/metrics.service';
import { Access } from '../../identity/access/access.decorator';

const HEARTBEAT_MS = 25_000;

@ApiTags('live')
@Controller()
export class EventsController {
  constructor(
    private readonly live: LiveUpdatesService,
    private readonly metrics: MetricsService,
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
    const subscription = this.live.sseMessages.subscribe((message) => raw.write(message));
    const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
    this.metrics.sseClients.inc();
    request.raw.on('close', () => {
      clearInterval(heartbeat);
      subscription.unsubscribe();
      this.metrics.sseClients.dec();
    });
  }
}
