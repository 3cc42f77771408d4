import type { CommandContext } from '../../../platform/event-sourcing/command-context';

/** She removes a contact: they hear nothing more, and their link stops working. */
export class RemoveContactCommand {
  constructor(
    readonly userId: string,
    readonly contactId: string,
    readonly context: CommandContext,
  ) {}
}
