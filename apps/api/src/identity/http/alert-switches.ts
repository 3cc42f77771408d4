/**
 * Her notification switches are her alert settings (docs/NOTIFICATIONS.md: one source of truth),
 * which the notifications module keeps. The profile's pages set them through this port, provided
 * by that module (`AlertSwitchesAdapter`), so identity, below it in the module order
 * (docs/ARCHITECTURE.md), imports nothing of it.
 */
import type { AlertSettingsChanges, SettingsChangeSource } from '@safetrails/contracts';
import type { CommandContext } from '../../platform/event-sourcing/command-context';

export interface AlertSwitches {
  /** Sets what is given, and waits until her settings' read model shows it. */
  set(userId: string, changes: AlertSettingsChanges, via: SettingsChangeSource, context: CommandContext): Promise<void>;
}

export const ALERT_SWITCHES = Symbol('ALERT_SWITCHES');
