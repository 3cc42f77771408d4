/**
 * Polls each official alert feed every ALERT_POLL_MINUTES (0: off), each source on its own timer so
 * a slow or failing one never holds back another. The first poll waits a minute so a start is not
 * slowed by it. Each poll logs one readable line. Every API process may poll: the commands are
 * idempotent per event, so two processes importing the same feed append it once.
 */
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../../config/app.config';
import { describeAlertImport, FEED_SOURCES, OfficialAlertImporter, type FeedSource } from './official-alert-importer';

const FIRST_POLL_AFTER_MS = 60_000;

@Injectable()
export class OfficialAlertPolling implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('OfficialAlerts');
  private timers: ReturnType<typeof setTimeout>[] = [];
  private readonly running = new Map<FeedSource, Promise<void>>();

  constructor(
    private readonly config: AppConfig,
    private readonly importer: OfficialAlertImporter,
  ) {}

  onApplicationBootstrap(): void {
    const minutes = this.config.ALERT_POLL_MINUTES;
    if (minutes <= 0) return;
    for (const source of FEED_SOURCES) {
      const first = setTimeout(() => void this.poll(source), FIRST_POLL_AFTER_MS);
      const every = setInterval(() => void this.poll(source), minutes * 60_000);
      first.unref();
      every.unref();
      this.timers.push(first, every);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    await Promise.all(this.running.values());
  }

  /** One poll of one source; a poll still running is not started twice. */
  poll(source: FeedSource): Promise<void> {
    const running = this.running.get(source);
    if (running) return running;
    const poll = (async () => {
      try {
        const { summary } = await this.importer.importLive(source, fetch);
        const line = `official alerts poll: ${describeAlertImport(summary)}`;
        if (summary.error) this.logger.warn(line);
        else this.logger.log(line);
      } catch (error) {
        this.logger.warn(`official alerts poll: ${source}: failed (${(error as Error).message})`);
      } finally {
        this.running.delete(source);
      }
    })();
    this.running.set(source, poll);
    return poll;
  }
}
