import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { ModeratorActor } from '../queue-item';

export class ReleaseModerationItemCommand {
  constructor(
    readonly itemId: string,
    readonly moderator: ModeratorActor,
    readonly context: CommandContext,
  ) {}
}
