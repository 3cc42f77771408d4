import type { ContentReportReason } from '@safetrails/contracts';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import type { Appended } from '../../../platform/event-sourcing/handle-command';

/** A traveller flags a safety tip or a rating, once per target. */
export class FlagSafetyContentCommand {
  constructor(
    readonly userId: string,
    readonly targetType: 'tip' | 'rating',
    readonly targetId: string,
    readonly reason: ContentReportReason,
    readonly details: string | null,
    readonly context: CommandContext,
  ) {}
}

export interface SafetyContentFlagged extends Appended {
  readonly reportId: string;
  readonly receivedAt: string;
}
