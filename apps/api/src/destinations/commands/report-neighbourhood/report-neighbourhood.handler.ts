import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { destinationStreamName } from '@safetrails/contracts';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import { newEntityId } from '../../../platform/event-sourcing/ids';
import { destinationDecider } from '../../domain/destination';
import { ReportNeighbourhoodCommand, type ReportNeighbourhoodResult } from './report-neighbourhood.command';

@CommandHandler(ReportNeighbourhoodCommand)
export class ReportNeighbourhoodHandler
  extends EventSourcedHandler
  implements ICommandHandler<ReportNeighbourhoodCommand>
{
  async execute(command: ReportNeighbourhoodCommand): Promise<ReportNeighbourhoodResult> {
    const reportId = newEntityId(`neighbourhood-report:${command.destinationId}`, command.context);
    const { position } = await this.append(
      destinationStreamName(command.destinationId),
      destinationDecider,
      { type: 'ReportNeighbourhood', destinationId: command.destinationId, report: { ...command.report, reportId } },
      command.context,
    );
    return { reportId, position };
  }
}
