/**
 * A government's changed advice is also told as an official alert (docs/ALERTS.md "Advice changes").
 * The alerts module provides this port (`AdviceChangeAlertsAdapter`), so the advisories, below it in
 * the module order (docs/ARCHITECTURE.md), import nothing of it.
 */
import type { AdvisoryChangedData, GlobalPosition } from '@safetrails/contracts';
import type { CommandContext } from '../../platform/event-sourcing/command-context';

export interface AdviceChangeAlerts {
  /** Publishes the alert for one recorded change; answers where it landed in the log. */
  publish(changed: AdvisoryChangedData, context: CommandContext): Promise<GlobalPosition | null>;
}

export const ADVICE_CHANGE_ALERTS = Symbol('ADVICE_CHANGE_ALERTS');
