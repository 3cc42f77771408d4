import type { AdvisoryRecord, AdvisorySource } from '@safetrails/contracts';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import type { OfficialRecordCommand } from '../../domain/official-record';

/** Record one government's advice for one country, or withdraw it when the source no longer lists it. */
export class RecordAdvisoryCommand {
  constructor(
    readonly command: OfficialRecordCommand<AdvisoryRecord>,
    readonly context: CommandContext,
  ) {}

  get stream(): { countryCode: string; source: AdvisorySource } {
    return this.command.kind === 'record'
      ? { countryCode: this.command.record.countryCode, source: this.command.record.source }
      : { countryCode: this.command.countryCode, source: this.command.source };
  }
}
