import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import { analyticsBatchDecider, analyticsStreamName } from '../../domain/analytics-batch';
import { RecordAnalyticsBatchCommand } from './record-analytics-batch.command';

@CommandHandler(RecordAnalyticsBatchCommand)
export class RecordAnalyticsBatchHandler
  extends EventSourcedHandler
  implements ICommandHandler<RecordAnalyticsBatchCommand>
{
  async execute(command: RecordAnalyticsBatchCommand): Promise<number> {
    await this.decide(
      analyticsStreamName(command.context.idempotencyKey),
      analyticsBatchDecider,
      { events: command.events },
      command.context,
    );
    return command.events.length;
  }
}
