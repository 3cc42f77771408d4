/**
 * Expires alerts once their end time has passed: the read path already treats them as inactive, and
 * this records it in the log (`AlertExpired`) so history, feeds and integrations see it. Every API
 * instance runs it; the decider makes a second expiry a no-op.
 */
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { SYSTEM_CONTEXT } from '../../../platform/event-sourcing/command-context';
import { ExpireAlertCommand } from './expire-alert.command';
import { AlertReader } from '../../queries/alert.reader';

const SWEEP_EVERY_MS = 15_000;

@Injectable()
export class AlertExpiryService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(AlertExpiryService.name);
  private timer: ReturnType<typeof setInterval> | undefined;
  private sweeping: Promise<void> | null = null;

  constructor(
    private readonly alerts: AlertReader,
    private readonly commandBus: CommandBus,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), SWEEP_EVERY_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.sweeping;
  }

  /** One pass: every alert past its end time gets its expiry recorded. */
  sweep(): Promise<void> {
    this.sweeping ??= (async () => {
      try {
        const now = new Date().toISOString();
        for (const alertId of await this.alerts.dueForExpiry()) {
          await this.commandBus.execute(
            new ExpireAlertCommand(alertId, now, { ...SYSTEM_CONTEXT, correlationId: 'alert-expiry' }),
          );
        }
      } catch (error) {
        this.logger.warn(`alert expiry sweep failed: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        this.sweeping = null;
      }
    })();
    return this.sweeping;
  }
}
