/**
 * `/admin-api/events`: the raw event browser as a react-admin resource. A list is one stream
 * (`filter={"stream":"destination-5"}`, optionally with `"type"`), in revision order, or every event
 * of one type (`filter={"type":"BaselineRevised"}`) in global order, paged by `range` with
 * Content-Range; a record's id is `<stream>@<revision>`, so getOne and getMany read it back from the
 * store. Counting a type reads the log through the port's type filter (it keeps no counts); the
 * cursor-paged `/admin-api/audit/events` serves the whole log without counting.
 */
import { BadRequestException, Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AuditEvent } from '@safetrails/contracts';
import { Access } from '../../platform/http/access.decorator';
import { parseListQuery, setContentRange } from '../../platform/http/list-query';
import { EventBrowser } from './event-browser';

const STREAM = /^[a-z][a-z0-9-]*-[A-Za-z0-9_.:-]+$/;
const TYPE = /^[A-Z][A-Za-z0-9]{0,99}$/;
const FILTERS = new Set(['stream', 'type', 'id']);

function refuse(field: string, rule: string, message: string): never {
  throw new BadRequestException({ statusCode: 400, error: 'Bad Request', message, errors: [{ field, rule, message }] });
}

@ApiTags('admin audit')
@Controller('admin-api/events')
export class AuditEventsController {
  constructor(private readonly events: EventBrowser) {}

  @Get()
  @Access('moderator')
  @ApiOperation({ summary: 'Raw events of one stream (filter stream, optional type), or getMany by id' })
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuditEvent[]> {
    const list = parseListQuery(query, { revision: 'revision', position: 'position' }, ['revision', 'ASC']);
    for (const key of Object.keys(list.filter)) {
      if (!FILTERS.has(key))
        refuse(`filter.${key}`, 'isIn', `filter.${key} is not a filter here; use stream, type, id`);
    }
    const { stream, type, id } = list.filter;
    if (id !== undefined) {
      const ids = Array.isArray(id) ? id : [id];
      if (!ids.every((each): each is string => typeof each === 'string'))
        refuse('filter.id', 'isString', 'filter.id must be event ids');
      const found: AuditEvent[] = [];
      for (const each of ids) {
        try {
          found.push(await this.events.one(each));
        } catch {
          // getMany answers the records that exist.
        }
      }
      setContentRange(reply, 'events', { ...list, offset: 0 }, found.length, found.length);
      return found;
    }
    if (type !== undefined && (typeof type !== 'string' || !TYPE.test(type))) {
      refuse('filter.type', 'matches', 'filter.type must be an event type like BaselineRevised');
    }
    if (stream === undefined) {
      if (type === undefined) {
        refuse('filter.stream', 'isNotEmpty', 'filter.stream or filter.type is required, e.g. destination-5');
      }
      const { events, total } = await this.events.typePage(type, list.offset, list.limit, list.order === 'DESC');
      setContentRange(reply, 'events', list, events.length, total);
      return events;
    }
    if (typeof stream !== 'string' || !STREAM.test(stream)) {
      refuse('filter.stream', 'matches', 'filter.stream must be a stream name like destination-5');
    }
    const descending = list.order === 'DESC';
    let page: AuditEvent[];
    let total: number;
    if (type) {
      const all = (await this.events.range(stream, 0, Number.MAX_SAFE_INTEGER)).filter((event) => event.type === type);
      if (descending) all.reverse();
      total = all.length;
      page = all.slice(list.offset, list.offset + list.limit);
    } else {
      total = await this.events.streamLength(stream);
      const first = descending ? total - list.offset - list.limit : list.offset;
      const last = descending ? total - 1 - list.offset : list.offset + list.limit - 1;
      page = await this.events.range(stream, Math.max(first, 0), Math.min(last, total - 1));
      if (descending) page.reverse();
    }
    setContentRange(reply, 'events', list, page.length, total);
    return page;
  }

  @Get(':id')
  @Access('moderator')
  one(@Param('id') id: string): Promise<AuditEvent> {
    return this.events.one(id);
  }
}
