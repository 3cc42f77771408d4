import type { DatasetFactRecord } from '@safetrails/contracts';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';

/** Record a country's fact from an openly licensed dataset (the side of the road). */
export class RecordDatasetFactCommand {
  constructor(
    readonly record: DatasetFactRecord,
    readonly context: CommandContext,
  ) {}
}
