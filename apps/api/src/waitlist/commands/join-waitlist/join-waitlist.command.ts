import { Command } from '@nestjs/cqrs';
import type { JoinWaitlistCommandData } from '@safetrails/contracts';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import type { WaitlistEntry } from '../../domain/waitlist-entry';

export class JoinWaitlistCommand extends Command<Extract<WaitlistEntry, { status: 'joined' }>> {
  constructor(
    readonly data: JoinWaitlistCommandData,
    readonly context: CommandContext,
  ) {
    super();
  }
}
