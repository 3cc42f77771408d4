import { Module } from '@nestjs/common';
import { JoinWaitlistController } from './http/join-waitlist.controller';
import { JoinWaitlistHandler } from './commands/join-waitlist/join-waitlist.handler';
import { WaitlistReader } from './queries/waitlist.reader';
import { WaitlistQueriesController } from './http/waitlist-queries.controller';

@Module({
  controllers: [JoinWaitlistController, WaitlistQueriesController],
  providers: [JoinWaitlistHandler, WaitlistReader],
})
export class WaitlistModule {}
