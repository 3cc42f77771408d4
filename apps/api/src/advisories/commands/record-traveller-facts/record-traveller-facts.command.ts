import type { TravellerFactsRecord } from '@safetrails/contracts';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';

/** Record what one government's pages say of one country for travellers by who they are (LGBT+ law, embassies). */
export class RecordTravellerFactsCommand {
  constructor(
    readonly record: TravellerFactsRecord,
    readonly context: CommandContext,
  ) {}
}
