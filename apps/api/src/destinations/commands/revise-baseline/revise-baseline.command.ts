import type { MetricSource, MetricValues } from '@safetrails/contracts';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';

export class ReviseBaselineCommand {
  constructor(
    readonly destinationId: number,
    readonly baseline: MetricValues,
    readonly source: MetricSource,
    readonly reason: string,
    readonly context: CommandContext,
  ) {}
}
