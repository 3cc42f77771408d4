/**
 * The commands on an alert that exists: edit, verify, archive, expire. Each decides on the alert's
 * own stream.
 */
import { alertStreamName, type GlobalPosition } from '@safetrails/contracts';
import type { EventStore } from '@safetrails/event-store';
import type { CommandContext } from '../../platform/event-sourcing/command-context';
import { handleCommand } from '../../platform/event-sourcing/handle-command';
import { safetyAlertDecider, type SafetyAlertCommand } from '../domain/safety-alert';

export interface AlertCommandResult {
  readonly alertId: string;
  readonly position: GlobalPosition | null;
}

/** Decides one command on an existing alert's stream. */
export async function onAlert(
  store: EventStore,
  alertId: string,
  command: SafetyAlertCommand,
  context: CommandContext,
): Promise<AlertCommandResult> {
  const { position } = await handleCommand(store, alertStreamName(alertId), safetyAlertDecider, command, context);
  return { alertId, position };
}
