import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '@safetrails/contracts';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';

export class DeleteAccountCommand extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly userId: string,
    readonly context: CommandContext,
    /** Her own request, or the erasure ledger deleting her again after a restore. */
    readonly via: 'account-settings' | 'erasure-ledger' = 'account-settings',
  ) {
    super();
  }
}
