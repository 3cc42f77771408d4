import type { CommandContext } from '../../../platform/event-sourcing/command-context';

/** Push turned on in one browser: its subscription (endpoint and keys), sealed by the handler. */
export class AddPushDeviceCommand {
  constructor(
    readonly userId: string,
    readonly subscription: {
      readonly endpoint: string;
      readonly keys: { readonly p256dh: string; readonly auth: string };
    },
    /** "Chrome on Android", from the browser's User-Agent: what she sees in her list of devices. */
    readonly device: string,
    readonly context: CommandContext,
  ) {}
}
