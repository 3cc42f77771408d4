/**
 * Imports official advice through the record commands (DATA.md rules 1 and 3): one command per
 * country and government, a few at a time, counting what each did. The same path serves the shipped
 * snapshot on first start, `npm run import:advisories` and the periodic refresh. A source that fails
 * is reported in its summary and never stops the others.
 */
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ADVISORY_SOURCES,
  laterPosition,
  type AdvisoryRecord,
  type AdvisorySource,
  type EmergencyNumbersRecord,
  type GlobalPosition,
  type TravellerFactsRecord,
} from '@safetrails/contracts';
import { eachConcurrently } from '../../platform/each-concurrently';
import { SYSTEM_CONTEXT, type CommandContext } from '../../platform/event-sourcing/command-context';
import { ADVICE_CHANGE_ALERTS, type AdviceChangeAlerts } from './advice-change-alerts';
import { RecordAdvisoryCommand } from '../commands/record-advisory/record-advisory.command';
import type { RecordAdvisoryResult } from '../commands/record-advisory/record-advisory.handler';
import { RecordEmergencyNumbersCommand } from '../commands/record-emergency-numbers/record-emergency-numbers.command';
import { RecordSourceCheckCommand } from '../commands/record-source-check/record-source-check.command';
import { RecordTravellerFactsCommand } from '../commands/record-traveller-facts/record-traveller-facts.command';
import type { RecordOutcome } from '../domain/official-record';
import { loadSnapshot, type AdvisorySnapshot } from '../snapshot/snapshot';

export interface SourceSummary {
  readonly source: AdvisorySource;
  new: number;
  changed: number;
  /** Records of a version already recorded, read again by a better reader (not news). */
  reread: number;
  unchanged: number;
  withdrawn: number;
  failed: number;
  /** Why the whole source failed, in one readable line. */
  error: string | null;
}

export interface ImportProgress {
  readonly source: AdvisorySource;
  readonly done: number;
  readonly total: number;
}

export interface SourceRecords {
  readonly source: AdvisorySource;
  readonly advisories: readonly AdvisoryRecord[];
  readonly emergency: readonly EmergencyNumbersRecord[];
  /** LGBT+ legal findings and embassies, each kind where the pages read carried it. */
  readonly travellerFacts?: readonly TravellerFactsRecord[];
  /** Destinations the source lists whose page could not be fetched or read (kept as we have them). */
  readonly failed?: number;
}

const CONCURRENCY = 8;
const IMPORT_CONTEXT: CommandContext = { ...SYSTEM_CONTEXT, correlationId: 'advisory-import' };

export function emptySummary(source: AdvisorySource): SourceSummary {
  return { source, new: 0, changed: 0, reread: 0, unchanged: 0, withdrawn: 0, failed: 0, error: null };
}

/** The snapshot's records of one source. */
export function snapshotRecords(snapshot: AdvisorySnapshot, source: AdvisorySource): SourceRecords {
  return {
    source,
    advisories: snapshot.advisories.filter((record) => record.source === source),
    emergency: snapshot.emergency.filter((record) => record.source === source),
    travellerFacts: snapshot.travellerFacts.filter((record) => record.source === source),
  };
}

@Injectable()
export class AdvisoryImporter {
  constructor(
    private readonly commandBus: CommandBus,
    @Inject(ADVICE_CHANGE_ALERTS) private readonly adviceChangeAlerts: AdviceChangeAlerts,
  ) {}

  /** Imports the shipped snapshot for the given sources (all by default). */
  importSnapshot(
    sources: readonly AdvisorySource[] = ADVISORY_SOURCES,
    onProgress?: (progress: ImportProgress) => void,
  ): Promise<{ summaries: SourceSummary[]; position: GlobalPosition | null }> {
    const snapshot = loadSnapshot();
    return this.importAll(sources, (source) => Promise.resolve(snapshotRecords(snapshot, source)), { onProgress });
  }

  /**
   * Fetches and imports each source in turn; a failing fetch becomes that source's error line. With
   * `live`, a source fetched and imported without a failure is recorded as checked now.
   */
  async importAll(
    sources: readonly AdvisorySource[],
    fetchRecords: (source: AdvisorySource) => Promise<SourceRecords>,
    {
      live = false,
      onProgress,
    }: { readonly live?: boolean; readonly onProgress?: (progress: ImportProgress) => void } = {},
  ): Promise<{ summaries: SourceSummary[]; position: GlobalPosition | null }> {
    const summaries: SourceSummary[] = [];
    let position: GlobalPosition | null = null;
    for (const source of sources) {
      let records: SourceRecords;
      try {
        records = await fetchRecords(source);
      } catch (error) {
        summaries.push({ ...emptySummary(source), error: error instanceof Error ? error.message : String(error) });
        continue;
      }
      const checkedAt = new Date().toISOString();
      const result = await this.importRecords(records, onProgress, { alertChanges: live });
      summaries.push(result.summary);
      position = laterPosition(position, result.position);
      if (live && result.summary.failed === 0) {
        const countries = new Set(records.advisories.map((record) => record.countryCode)).size;
        const check: { position: GlobalPosition | null } = await this.commandBus.execute(
          new RecordSourceCheckCommand(source, checkedAt, countries, IMPORT_CONTEXT),
        );
        position = laterPosition(position, check.position);
      }
    }
    return { summaries, position };
  }

  /**
   * Records every advisory, emergency and traveller-facts record of one source, idempotently. With `alertChanges` (a
   * live import: the change is news), each change of a government's advice also publishes an
   * official alert for the country's travellers (docs/ALERTS.md); a shipped snapshot's changes do not.
   */
  async importRecords(
    records: SourceRecords,
    onProgress?: (progress: ImportProgress) => void,
    { alertChanges = false }: { readonly alertChanges?: boolean } = {},
  ): Promise<{ summary: SourceSummary; position: GlobalPosition | null }> {
    const summary = { ...emptySummary(records.source), failed: records.failed ?? 0 };
    const recordAdvice = async (record: AdvisoryRecord) => {
      const result: RecordAdvisoryResult = await this.commandBus.execute(
        new RecordAdvisoryCommand({ kind: 'record', record }, IMPORT_CONTEXT),
      );
      if (!alertChanges || !result.changed) return result;
      const alert = await this.adviceChangeAlerts.publish(result.changed, IMPORT_CONTEXT);
      return { ...result, position: laterPosition(result.position, alert) };
    };
    const tasks: (() => Promise<{ outcome: RecordOutcome; position: GlobalPosition | null }>)[] = [
      ...records.advisories.map((record) => () => recordAdvice(record)),
      ...records.emergency.map(
        (record) => () => this.commandBus.execute(new RecordEmergencyNumbersCommand(record, IMPORT_CONTEXT)),
      ),
      ...(records.travellerFacts ?? []).map(
        (record) => () => this.commandBus.execute(new RecordTravellerFactsCommand(record, IMPORT_CONTEXT)),
      ),
    ];
    let done = 0;
    let position: GlobalPosition | null = null;
    await eachConcurrently(tasks, CONCURRENCY, async (task) => {
      try {
        const result = await task();
        summary[result.outcome]++;
        position = laterPosition(position, result.position);
      } catch {
        summary.failed++;
      }
      onProgress?.({ source: records.source, done: ++done, total: tasks.length });
    });
    return { summary, position };
  }
}

/** "uk: 3 new, 1 changed, 220 unchanged, 0 failed". */
/**
 * One line for a whole refresh: sources that failed for the same reason are named together (on a
 * machine without a network every live source fails alike), the others each with their counts.
 */
export function describeRefresh(summaries: readonly SourceSummary[]): string {
  const byError = new Map<string, AdvisorySource[]>();
  const parts: string[] = [];
  for (const summary of summaries) {
    if (!summary.error) parts.push(describeSummary(summary));
    else byError.set(summary.error, [...(byError.get(summary.error) ?? []), summary.source]);
  }
  for (const [error, sources] of byError) parts.push(`${sources.join(', ')}: ${error}`);
  const kept = byError.size > 0 ? '; keeping what we have' : '';
  return `official advice refresh: ${parts.join('; ')}${kept}`;
}

export function describeSummary(summary: SourceSummary): string {
  if (summary.error) return `${summary.source}: failed (${summary.error}); keeping what we have`;
  const withdrawn = summary.withdrawn ? `, ${summary.withdrawn} withdrawn` : '';
  const reread = summary.reread ? `, ${summary.reread} re-read` : '';
  return `${summary.source}: ${summary.new} new, ${summary.changed} changed${reread}, ${summary.unchanged} unchanged${withdrawn}, ${summary.failed} failed`;
}
