/**
 * `/admin-api/audit/*`: what an auditor checks. A destination's score timeline (every event that
 * moved it, by whom, why, from what to what), its score replayed from the event log as of any
 * instant, and the raw log: one stream, or the global log by type.
 */
import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuditEventPage, AuditTimeline, ScoreAsOf } from '@safetrails/contracts';
import {
  AuditEventsQuery,
  AuditStreamParams,
  AuditStreamQuery,
  DestinationIdParams,
  ScoreAsOfQuery,
} from '@safetrails/contracts/dto';
import { ScoreAuditService } from '../../destinations/queries/score-audit.service';
import { Access } from '../../platform/http/access.decorator';
import { DEFAULT_PAGE, EventBrowser, parsePosition } from './event-browser';
import { ScoreTimelineReader } from './score-timeline.reader';

@ApiTags('admin audit')
@Controller('admin-api/audit')
export class AuditController {
  constructor(
    private readonly timelines: ScoreTimelineReader,
    private readonly replay: ScoreAuditService,
    private readonly events: EventBrowser,
  ) {}

  @Get('destinations/:id/timeline')
  @Access('moderator')
  @ApiOperation({
    summary: "A destination's score timeline: each event that moved it, with actor, reason, before and after",
  })
  timeline(@Param() params: DestinationIdParams): Promise<AuditTimeline> {
    return this.timelines.timeline(Number(params.id));
  }

  @Get('destinations/:id/score')
  @Access('moderator')
  @ApiOperation({ summary: "A destination's score as of an instant, replayed from the event log" })
  score(@Param() params: DestinationIdParams, @Query() query: ScoreAsOfQuery): Promise<ScoreAsOf> {
    return this.replay.scoreAsOf(Number(params.id), new Date(query.asOf));
  }

  @Get('streams/:stream')
  @Access('moderator')
  @ApiOperation({ summary: 'One stream of the event store, as stored (sealed fields stay sealed), from a revision' })
  stream(@Param() params: AuditStreamParams, @Query() query: AuditStreamQuery): Promise<AuditEventPage> {
    return this.events.streamPage(
      params.stream,
      BigInt(query.from ?? '0'),
      query.limit ? Number(query.limit) : DEFAULT_PAGE,
    );
  }

  @Get('events')
  @Access('moderator')
  @ApiOperation({ summary: 'The global event log after a position (commit/prepare), optionally of one type' })
  log(@Query() query: AuditEventsQuery): Promise<AuditEventPage> {
    return this.events.logPage(
      query.after ? parsePosition(query.after) : null,
      query.type ?? null,
      query.limit ? Number(query.limit) : DEFAULT_PAGE,
    );
  }
}
