import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '@safetrails/contracts';
import type { SafetyProfileRequest } from '@safetrails/contracts/dto';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';

/** Create (once) or update the advanced safety profile. */
export class SaveSafetyProfileCommand extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly userId: string,
    readonly mode: 'create' | 'update',
    readonly values: SafetyProfileRequest,
    readonly context: CommandContext,
  ) {
    super();
  }
}
