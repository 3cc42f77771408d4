import { Controller, Get, Query as QueryParams } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { RECENT_SIGNUPS_FETCHED, type RecentSignup, type WaitlistStats } from '@safetrails/contracts';
import { RecentSignupsQuery } from '@safetrails/contracts/dto';
import { GetRecentSignupsQuery } from '../queries/get-recent-signups/get-recent-signups.query';
import { GetWaitlistStatsQuery } from '../queries/get-waitlist-stats/get-waitlist-stats.query';
import { Access } from '../../identity/access/access.decorator';

@ApiTags('waitlist')
@Controller('waitlist')
export class WaitlistQueriesController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('stats')
  @Access('public')
  @ApiOperation({ summary: 'Waitlist count, cap, spots remaining and progress percent' })
  @ApiOkResponse({ description: '`{ count, cap, spotsRemaining, progressPercent }`' })
  stats(): Promise<WaitlistStats> {
    return this.queryBus.execute(new GetWaitlistStatsQuery());
  }

  @Get('recent')
  @Access('public')
  @ApiOperation({ summary: 'The latest sign-ups, newest first: first names and times only' })
  @ApiQuery({ name: 'limit', required: false, description: '1 to 20, default 4' })
  @ApiOkResponse({ description: '`[{ firstName, joinedAt }]`' })
  recent(@QueryParams() params: RecentSignupsQuery): Promise<RecentSignup[]> {
    return this.queryBus.execute(new GetRecentSignupsQuery(params.limit ?? RECENT_SIGNUPS_FETCHED));
  }
}
