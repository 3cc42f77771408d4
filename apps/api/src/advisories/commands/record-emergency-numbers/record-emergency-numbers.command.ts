import type { EmergencyNumbersRecord } from '@safetrails/contracts';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';

/** Record the emergency numbers one government gives for one country. */
export class RecordEmergencyNumbersCommand {
  constructor(
    readonly record: EmergencyNumbersRecord,
    readonly context: CommandContext,
  ) {}
}
