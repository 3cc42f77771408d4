import { Global, Module } from '@nestjs/common';
import { EventsController } from './events.controller';
import { LiveUpdatesService } from './live-updates.service';
import { ProjectionWaiter } from './projection-waiter';

@Global()
@Module({
  controllers: [EventsController],
  providers: [LiveUpdatesService, ProjectionWaiter],
  exports: [LiveUpdatesService, ProjectionWaiter],
})
export class LiveModule {}
