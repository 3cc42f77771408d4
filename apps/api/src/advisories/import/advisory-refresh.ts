/**
 * Refreshes the governments' advice from their live sources every ADVISORY_REFRESH_HOURS (0: off).
 * The first refresh waits a minute so a start is not slowed by it. Each refresh logs one readable
 * line; a source that fails keeps what we have and never stops the others or the app.
 */
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ADVISORY_SOURCES } from '@safetrails/contracts';
import { AppConfig } from '../../config/app.config';
import { LiveAdvisorySources } from '../live/live-sources';
import { AdvisoryImporter, describeRefresh } from './advisory-importer';

const FIRST_REFRESH_AFTER_MS = 60_000;

@Injectable()
export class AdvisoryRefresh implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('AdvisoryRefresh');
  private timers: ReturnType<typeof setTimeout>[] = [];
  private running: Promise<void> | null = null;

  constructor(
    private readonly config: AppConfig,
    private readonly importer: AdvisoryImporter,
    private readonly live: LiveAdvisorySources,
  ) {}

  onApplicationBootstrap(): void {
    const hours = this.config.ADVISORY_REFRESH_HOURS;
    if (hours <= 0) return;
    const first = setTimeout(() => void this.refresh(), FIRST_REFRESH_AFTER_MS);
    const every = setInterval(() => void this.refresh(), hours * 3_600_000);
    first.unref();
    every.unref();
    this.timers = [first, every];
  }

  async onApplicationShutdown(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    await this.running;
  }

  refresh(): Promise<void> {
    this.running ??= (async () => {
      try {
        const { summaries } = await this.importer.importAll(ADVISORY_SOURCES, (source) => this.live.fetch(source), {
          live: true,
        });
        const line = describeRefresh(summaries);
        if (summaries.every((summary) => summary.error)) this.logger.warn(line);
        else this.logger.log(line);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }
}
