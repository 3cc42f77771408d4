import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { destinationStreamName } from '@safetrails/contracts';
import type { EventStore } from '@safetrails/event-store';
import { EVENT_STORE } from '../../../platform/database/database.module';
import { handleCommand } from '../../../platform/event-sourcing/handle-command';
import { newEntityId } from '../../../platform/event-sourcing/ids';
import { destinationDecider } from '../../domain/destination';
import { ReportNeighbourhoodCommand, type ReportNeighbourhoodResult } from './report-neighbourhood.command';

@CommandHandler(ReportNeighbourhoodCommand)
export class ReportNeighbourhoodHandler implements ICommandHandler<ReportNeighbourhoodCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(command: ReportNeighbourhoodCommand): Promise<ReportNeighbourhoodResult> {
    const reportId = newEntityId(`neighbourhood-report:${command.destinationId}`, command.context);
    const { position } = await handleCommand(
      this.store,
      destinationStreamName(command.destinationId),
      destinationDecider,
      { type: 'ReportNeighbourhood', destinationId: command.destinationId, report: { ...command.report, reportId } },
      command.context,
    );
    return { reportId, position };
  }
}
