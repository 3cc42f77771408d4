import { Controller, Get, Query as QueryParams } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { RECENT_SIGNUPS_FETCHED, type RecentSignup, type WaitlistStats } from '@safetrails/contracts';
import { RecentSignupsQuery } from '@safetrails/contracts/dto';
import { WaitlistReader } from '../queries/waitlist.reader';
import { Access } from '../../platform/http/access.decorator';

@ApiTags('waitlist')
@Controller('waitlist')
export class WaitlistQueriesController {
  constructor(private readonly waitlist: WaitlistReader) {}

  @Get('stats')
  @Access('public')
  @ApiOperation({ summary: 'Waitlist count, cap, spots remaining and progress percent' })
  @ApiOkResponse({ description: '`{ count, cap, spotsRemaining, progressPercent }`' })
  stats(): Promise<WaitlistStats> {
    return this.waitlist.stats();
  }

  @Get('recent')
  @Access('public')
  @ApiOperation({ summary: 'The latest sign-ups, newest first: first names and times only' })
  @ApiQuery({ name: 'limit', required: false, description: '1 to 20, default 4' })
  @ApiOkResponse({ description: '`[{ firstName, joinedAt }]`' })
  recent(@QueryParams() params: RecentSignupsQuery): Promise<RecentSignup[]> {
    return this.waitlist.recent(params.limit ?? RECENT_SIGNUPS_FETCHED);
  }
}
