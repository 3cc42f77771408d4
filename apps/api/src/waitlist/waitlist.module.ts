import { Module } from '@nestjs/common';
import { JoinWaitlistController } from './http/join-waitlist.controller';
import { JoinWaitlistHandler } from './commands/join-waitlist/join-waitlist.handler';
import { GetRecentSignupsHandler } from './queries/get-recent-signups/get-recent-signups.handler';
import { GetWaitlistStatsHandler } from './queries/get-waitlist-stats/get-waitlist-stats.handler';
import { WaitlistQueriesController } from './http/waitlist-queries.controller';

@Module({
  controllers: [JoinWaitlistController, WaitlistQueriesController],
  providers: [JoinWaitlistHandler, GetWaitlistStatsHandler, GetRecentSignupsHandler],
})
export class WaitlistModule {}
