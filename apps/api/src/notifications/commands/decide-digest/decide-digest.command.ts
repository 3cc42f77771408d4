import type { ChannelDecision, SentChannel } from '@safetrails/contracts';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';

/** Her day's low-severity alerts go out together, on the channels that can take them. */
export class DecideDigestCommand {
  constructor(
    readonly userId: string,
    /** The day in her time zone (YYYY-MM-DD). */
    readonly day: string,
    readonly alertIds: readonly string[],
    readonly channels: Readonly<Record<SentChannel, ChannelDecision>>,
    readonly context: CommandContext,
  ) {}
}
