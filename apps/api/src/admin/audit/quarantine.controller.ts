/**
 * `/admin-api/quarantine`: the events a projection could not fold and set aside
 * (apps/projector/src/runtime/quarantine.ts), newest first, filterable by projection and type;
 * one of them with the raw event as the store holds it. Admins only: a quarantined event is a bug
 * to fix, and its fix is a deploy and `npm run rebuild -- --quarantined`.
 */
import { Controller, Get, Inject, NotFoundException, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Pool } from 'pg';
import type { AdminQuarantinedEvent } from '@safetrails/contracts';
import type { EventStore } from '@safetrails/event-store';
import { Access } from '../../platform/http/access.decorator';
import { EVENT_STORE, READ_POOL } from '../../platform/database/database.module';
import { iso, listResource, type ResourceDefinition } from '../resources/resource-list';
import { auditEventOf } from './event-browser';

const ID = /^([a-z][a-z0-9-]*):([0-9a-f-]{36})$/;

const QUARANTINE: ResourceDefinition = {
  resource: 'quarantine',
  from: 'projector.dead_letters q',
  select: `q.projection || ':' || q.event_id AS id, q.projection, q.commit_position || '/' || q.prepare_position AS position,
    q.event_id AS "eventId", q.stream, q.revision::int AS revision, q.type, q.error, q.attempts,
    ${iso('q.quarantined_at')} AS "quarantinedAt"`,
  // A rebuild's own rows take the live ones' place at its switch-over; until then they are not the quarantine.
  scope: "q.projection NOT LIKE '%#build'",
  sortable: {
    quarantinedAt: 'q.quarantined_at',
    projection: 'q.projection',
    type: 'q.type',
    position: 'q.commit_position',
  },
  defaultSort: ['quarantinedAt', 'DESC'],
  tiebreak: 'q.commit_position, q.prepare_position, q.projection',
  filters: {
    projection: { kind: { type: 'text' }, sql: (value) => `q.projection = ${value}` },
    type: { kind: { type: 'text' }, sql: (value) => `q.type = ${value}` },
  },
  idColumn: 'q.event_id',
  idType: 'uuid',
  notFound: 'No such quarantined event',
};

@ApiTags('admin audit')
@Controller('admin-api/quarantine')
export class QuarantineController {
  constructor(
    @Inject(READ_POOL) private readonly pool: Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  @Get()
  @Access('admin')
  @ApiOperation({ summary: 'Events a projection could not fold and set aside, newest first' })
  list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminQuarantinedEvent[]> {
    return listResource(this.pool, QUARANTINE, query, reply);
  }

  @Get(':id')
  @Access('admin')
  @ApiOperation({ summary: 'One quarantined event (`<projection>:<eventId>`), with the raw event as stored' })
  async one(@Param('id') id: string): Promise<AdminQuarantinedEvent> {
    const match = ID.exec(id);
    const notFound = new NotFoundException({
      statusCode: 404,
      error: 'Not Found',
      message: 'No such quarantined event',
    });
    if (!match) throw notFound;
    const { rows } = await this.pool.query<AdminQuarantinedEvent>(
      `SELECT ${QUARANTINE.select} FROM ${QUARANTINE.from} WHERE ${QUARANTINE.scope} AND q.projection = $1 AND q.event_id = $2`,
      [match[1], match[2]],
    );
    const record = rows[0];
    if (!record) throw notFound;
    let event = null;
    for await (const stored of this.store.readStream(record.stream, {
      from: BigInt(record.revision),
      to: BigInt(record.revision),
    })) {
      event = auditEventOf(stored);
    }
    return { ...record, event };
  }
}
