import { Global, Module } from '@nestjs/common';
import { EventsController } from './events.controller';
import { LiveUpdatesService } from './live-updates.service';

@Global()
@Module({
  controllers: [EventsController],
  providers: [LiveUpdatesService],
  exports: [LiveUpdatesService],
})
export class LiveModule {}
