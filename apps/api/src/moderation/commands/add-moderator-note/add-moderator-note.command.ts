import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import type { Appended } from '../../../platform/event-sourcing/handle-command';

export class AddModeratorNoteCommand {
  constructor(
    readonly userId: string,
    readonly text: string,
    readonly context: CommandContext,
  ) {}
}

export interface ModeratorNoteAdded extends Appended {
  readonly noteId: string;
}
