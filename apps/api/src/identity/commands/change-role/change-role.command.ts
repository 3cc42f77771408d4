import { Command } from '@nestjs/cqrs';
import type { GlobalPosition, Role } from '@safetrails/contracts';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';

/** Grant or revoke a role, always with a reason (it lands in the user's history). */
export class ChangeRoleCommand extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly change: 'grant' | 'revoke',
    readonly userId: string,
    readonly role: Role,
    readonly reason: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
