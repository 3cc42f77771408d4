/** `GET /api/notification-history`: the alerts decided for you, what each channel did and why. */
import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { NotificationHistoryEntry } from '@safetrails/contracts';
import { NotificationHistoryQuery } from '@safetrails/contracts/dto';
import { Access } from '../../platform/http/access.decorator';
import { principalOf } from '../../identity/http/user-context';
import { NotificationHistoryReader } from '../queries/notification-history.reader';

@ApiTags('alert settings')
@Controller('notification-history')
export class NotificationHistoryController {
  constructor(private readonly history: NotificationHistoryReader) {}

  @Get()
  @Access('beta')
  @ApiOperation({ summary: 'What you were told of each alert, on which channel, and why (newest first)' })
  list(@Query() query: NotificationHistoryQuery, @Req() request: FastifyRequest): Promise<NotificationHistoryEntry[]> {
    return this.history.historyOf(principalOf(request).userId, query.limit ?? 50);
  }
}
