import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@safetrails/event-store';
import { EVENT_STORE } from '../../../platform/database/database.module';
import { handleCommand } from '../../../platform/event-sourcing/handle-command';
import { analyticsBatchDecider, analyticsStreamName } from '../../domain/analytics-batch';
import { RecordAnalyticsBatchCommand } from './record-analytics-batch.command';

@CommandHandler(RecordAnalyticsBatchCommand)
export class RecordAnalyticsBatchHandler implements ICommandHandler<RecordAnalyticsBatchCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(command: RecordAnalyticsBatchCommand): Promise<number> {
    await handleCommand(
      this.store,
      analyticsStreamName(command.context.idempotencyKey),
      analyticsBatchDecider,
      { events: command.events },
      command.context,
    );
    return command.events.length;
  }
}
