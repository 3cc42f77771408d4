/**
 * Imports official alerts through the publish and withdraw commands (docs/ALERTS.md "Import"): a
 * payload of a source's format, saved or fetched live, read by that source's adapter, each event a
 * command, a few at a time, counted. The same path serves `npm run import:alerts` and the app's
 * polling. A source that fails is reported in its summary and never stops the others.
 */
import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { laterPosition, type GlobalPosition } from '@safetrails/contracts';
import { eachConcurrently } from '../../platform/each-concurrently';
import { SYSTEM_CONTEXT, type CommandContext } from '../../platform/event-sourcing/command-context';
import {
  PublishOfficialAlertCommand,
  type PublishOutcome,
} from '../commands/publish-official-alert/publish-official-alert.command';
import {
  WithdrawOfficialAlertCommand,
  type WithdrawOutcome,
} from '../commands/withdraw-official-alert/withdraw-official-alert.command';
import type { OfficialAlertResult } from '../commands/publish-official-alert/publish-official-alert.handler';
import { gdacsAdapter } from '../sources/gdacs/gdacs.adapter';
import type { FeedItem, OfficialAlertAdapter } from '../sources/official-feed';
import { usgsAdapter } from '../sources/usgs/usgs.adapter';

/** The sources read from a feed of their own; governments' changes come with the advice import. */
export const FEED_ADAPTERS: Readonly<Record<'usgs' | 'gdacs', OfficialAlertAdapter>> = {
  usgs: usgsAdapter,
  gdacs: gdacsAdapter,
};
export type FeedSource = keyof typeof FEED_ADAPTERS;
export const FEED_SOURCES = Object.keys(FEED_ADAPTERS) as FeedSource[];

export function isFeedSource(value: string): value is FeedSource {
  return value in FEED_ADAPTERS;
}

export interface AlertImportSummary {
  readonly source: FeedSource;
  new: number;
  updated: number;
  archived: number;
  unchanged: number;
  /** Events below the source's threshold that we hold no alert for (a GDACS green, a USGS M 3). */
  minor: number;
  /** Features that are not alerts of ours. */
  ignored: number;
  failed: number;
  /** The first few failures, each in one line. */
  failures: string[];
  /** Why the whole source failed, in one readable line. */
  error: string | null;
}

export interface AlertImportProgress {
  readonly source: FeedSource;
  readonly done: number;
  readonly total: number;
}

export type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/** Commands at once: each waits mostly on the database, and events of different streams never contend. */
const CONCURRENCY = 8;
const FETCH_TIMEOUT_MS = 20_000;
const FAILURES_KEPT = 5;
const IMPORT_CONTEXT: CommandContext = { ...SYSTEM_CONTEXT, correlationId: 'alert-import' };

export function emptyAlertSummary(source: FeedSource): AlertImportSummary {
  return {
    source,
    new: 0,
    updated: 0,
    archived: 0,
    unchanged: 0,
    minor: 0,
    ignored: 0,
    failed: 0,
    failures: [],
    error: null,
  };
}

/** "usgs: 2 new, 1 updated, 1 archived, 5 unchanged, 3 minor, 1 ignored, 0 failed". */
export function describeAlertImport(summary: AlertImportSummary): string {
  if (summary.error) return `${summary.source}: failed (${summary.error})`;
  const counts = `${summary.new} new, ${summary.updated} updated, ${summary.archived} archived, ${summary.unchanged} unchanged, ${summary.minor} minor, ${summary.ignored} ignored, ${summary.failed} failed`;
  const why = summary.failures.length ? ` (${summary.failures.join('; ')})` : '';
  return `${summary.source}: ${counts}${why}`;
}

@Injectable()
export class OfficialAlertImporter {
  constructor(private readonly commandBus: CommandBus) {}

  /** Reads a payload of the source's format and imports every event in it. */
  async importPayload(
    source: FeedSource,
    payload: string,
    onProgress?: (progress: AlertImportProgress) => void,
  ): Promise<{ summary: AlertImportSummary; position: GlobalPosition | null }> {
    const summary = emptyAlertSummary(source);
    let parsed;
    try {
      parsed = FEED_ADAPTERS[source].parse(payload);
    } catch (error) {
      return { summary: { ...summary, error: (error as Error).message }, position: null };
    }
    summary.ignored = parsed.ignored;
    summary.failed = parsed.failed.length;
    summary.failures.push(...parsed.failed.slice(0, FAILURES_KEPT));
    let position: GlobalPosition | null = null;
    let done = 0;
    await eachConcurrently(parsed.items, CONCURRENCY, async (item) => {
      try {
        const result = await this.apply(item);
        if (result.outcome === 'new') summary.new++;
        else if (result.outcome === 'updated') summary.updated++;
        else if (result.outcome === 'archived') summary.archived++;
        else if (result.outcome === 'minor') summary.minor++;
        else summary.unchanged++;
        position = laterPosition(position, result.position);
      } catch (error) {
        summary.failed++;
        const id = item.kind === 'publish' ? item.draft.sourceId : item.sourceId;
        if (summary.failures.length < FAILURES_KEPT) summary.failures.push(`${id}: ${(error as Error).message}`);
      }
      onProgress?.({ source, done: ++done, total: parsed.items.length });
    });
    return { summary, position };
  }

  /** Fetches the source's live feed and imports it; a failing fetch is the summary's one-line error. */
  async importLive(
    source: FeedSource,
    fetchImpl: Fetch,
    onProgress?: (progress: AlertImportProgress) => void,
  ): Promise<{ summary: AlertImportSummary; position: GlobalPosition | null }> {
    const url = FEED_ADAPTERS[source].liveUrl;
    let payload: string;
    try {
      const response = await fetchImpl(url, {
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
        headers: { accept: 'application/geo+json, application/json' },
      });
      if (!response.ok) throw new Error(`${new URL(url).host} answered ${response.status}`);
      payload = await response.text();
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      const message = cause ? `cannot reach ${new URL(url).host} (${cause})` : (error as Error).message;
      return { summary: { ...emptyAlertSummary(source), error: message }, position: null };
    }
    return this.importPayload(source, payload, onProgress);
  }

  private apply(item: FeedItem): Promise<OfficialAlertResult<PublishOutcome | WithdrawOutcome>> {
    return this.commandBus.execute(
      item.kind === 'publish'
        ? new PublishOfficialAlertCommand(item.draft, IMPORT_CONTEXT)
        : new WithdrawOfficialAlertCommand(item.source, item.sourceId, item.reason, IMPORT_CONTEXT),
    );
  }
}
