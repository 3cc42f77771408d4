import type { CommandContext } from '../../../platform/event-sourcing/command-context';

/** Push turned off on a device, or the push service said the subscription is gone (404, 410). */
export class RemovePushDeviceCommand {
  constructor(
    readonly userId: string,
    readonly subscriptionId: string,
    readonly reason: 'turned-off' | 'gone',
    readonly status: number | undefined,
    readonly context: CommandContext,
  ) {}
}
