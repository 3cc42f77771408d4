import type { ContentReportReason, ReactionTargetType } from '@safetrails/contracts';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';

export class FlagForumContentCommand {
  constructor(
    readonly userId: string,
    readonly targetType: ReactionTargetType,
    readonly targetId: string,
    readonly reason: ContentReportReason,
    readonly details: string | null,
    readonly context: CommandContext,
  ) {}
}
