/**
 * `/admin-api/moderation-log`: every moderation event, wherever it was taken (the queue, the forum's
 * moderation routes, alerts, rating removal, roles and beta access, baselines, bans), newest first.
 * `filter={"subjectUserId":...}` is a traveller's moderation history for their user page.
 */
import { Controller, Get, NotFoundException, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { MODERATION_LOG_ACTIONS, MODERATION_TARGET_KINDS, type ModerationLogEntry } from '@safetrails/contracts';
import { Access } from '../../platform/http/access.decorator';
import { idsFilter, parseListQuery, setContentRange, textFilter } from '../../platform/http/list-query';
import { LOG_SORTABLE, ModerationRecordsReader } from '../queries/moderation-records.reader';
import { badRequest, listFilter, timeFilter, uuidFilter, uuidList } from './moderation-params';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@ApiTags('moderation')
@Controller('admin-api/moderation-log')
export class ModerationLogController {
  constructor(private readonly records: ModerationRecordsReader) {}

  @Get()
  @Access('moderator')
  @ApiOperation({
    summary:
      'The moderation log (ra-data-simple-rest list): filter moderatorId, action, targetKind, targetId, subjectUserId, itemId, at_gte, at_lte, q, id; sort at (default DESC)',
  })
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ModerationLogEntry[]> {
    const list = parseListQuery(query, LOG_SORTABLE, ['at', 'DESC']);
    const targetKinds = listFilter(list.filter, 'targetKind', MODERATION_TARGET_KINDS);
    if (targetKinds && targetKinds.length > 1)
      throw badRequest('filter.targetKind', 'isIn', 'filter.targetKind takes one kind');
    const { rows, total } = await this.records.log(list, {
      moderatorId: uuidFilter(list.filter, 'moderatorId'),
      actions: listFilter(list.filter, 'action', MODERATION_LOG_ACTIONS),
      targetKind: targetKinds?.[0] ?? null,
      targetId: textFilter(list.filter, 'targetId') ?? null,
      subjectUserId: uuidFilter(list.filter, 'subjectUserId'),
      itemId: textFilter(list.filter, 'itemId') ?? null,
      from: timeFilter(list.filter, 'at_gte'),
      to: timeFilter(list.filter, 'at_lte'),
      q: textFilter(list.filter, 'q') ?? null,
      ids: uuidList(idsFilter(list.filter)),
    });
    setContentRange(reply, 'moderation-log', list, rows.length, total);
    return rows;
  }

  @Get(':id')
  @Access('moderator')
  @ApiOperation({ summary: 'One log entry (its id is the event id)' })
  async one(@Param('id') id: string): Promise<ModerationLogEntry> {
    const entry = UUID.test(id) ? await this.records.logEntry(id) : null;
    if (!entry) throw new NotFoundException({ statusCode: 404, error: 'Not Found', message: 'No such log entry' });
    return entry;
  }
}
