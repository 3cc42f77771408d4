import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import type { WhereInput } from '../where-place';

/** SOS: she confirmed it, and its five seconds to cancel passed. Every accepted contact is told at once. */
export class RaiseSosCommand {
  constructor(
    readonly userId: string,
    readonly where: WhereInput,
    readonly context: CommandContext,
  ) {}
}
