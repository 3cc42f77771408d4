import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import type { Appended } from '../../../platform/event-sourcing/handle-command';
import type { NewNeighbourhoodReport } from '../../domain/destination';

export class ReportNeighbourhoodCommand {
  constructor(
    readonly destinationId: number,
    readonly report: Omit<NewNeighbourhoodReport, 'reportId'>,
    readonly context: CommandContext,
  ) {}
}

export interface ReportNeighbourhoodResult extends Appended {
  readonly reportId: string;
}
