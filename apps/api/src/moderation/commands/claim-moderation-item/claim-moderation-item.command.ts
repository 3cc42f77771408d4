import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { ModeratorActor } from '../queue-item';

export class ClaimModerationItemCommand {
  constructor(
    readonly itemId: string,
    readonly moderator: ModeratorActor,
    readonly context: CommandContext,
  ) {}
}
