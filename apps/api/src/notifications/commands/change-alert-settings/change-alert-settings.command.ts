import type { AlertSettingsChanges, QuietHours, SettingsChangeSource } from '@safetrails/contracts';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';

/**
 * A change to her alert settings, from the settings page, the profile's switches, the safety profile
 * or an unsubscribe link. Quiet hours and her time zone are sealed by the handler; undefined leaves
 * them as they are, null clears them.
 */
export class ChangeAlertSettingsCommand {
  constructor(
    readonly userId: string,
    readonly changes: AlertSettingsChanges,
    readonly personal: { readonly quietHours?: QuietHours | null; readonly homeTimeZone?: string | null },
    readonly via: SettingsChangeSource,
    readonly context: CommandContext,
  ) {}
}
