import { Command } from '@nestjs/cqrs';
import type { AnalyticsRecord } from '@safetrails/contracts';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';

/** Count a batch of page views, actions, scroll depths and funnel steps. Resolves to how many were counted. */
export class RecordAnalyticsBatchCommand extends Command<number> {
  constructor(
    readonly events: readonly AnalyticsRecord[],
    readonly context: CommandContext,
  ) {
    super();
  }
}
