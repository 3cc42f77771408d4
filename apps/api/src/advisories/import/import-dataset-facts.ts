/**
 * On start (after the governments' snapshot): each country's side of the road from the shipped
 * dataset (sources/driving-sides.ts), through the record command. Idempotent: the same dataset
 * appends nothing, so a restart costs one read per country.
 */
import type { CommandBus } from '@nestjs/cqrs';
import { countries } from 'countries-list';
import { laterPosition, type GlobalPosition } from '@safetrails/contracts';
import { eachConcurrently } from '../../platform/each-concurrently';
import { SYSTEM_CONTEXT } from '../../platform/event-sourcing/command-context';
import { RecordDatasetFactCommand } from '../commands/record-dataset-fact/record-dataset-fact.command';
import type { RecordOutcome } from '../domain/official-record';
import { loadSnapshot } from '../snapshot/snapshot';
import { drivingSideRecords } from '../sources/driving-sides';

export interface DatasetImportSummary {
  readonly countries: number;
  readonly outcomes: Readonly<Partial<Record<RecordOutcome, number>>>;
  readonly position: GlobalPosition | null;
}

/** Every country the catalogue's ISO list or the governments' advice names. */
export function datasetCountryCodes(): string[] {
  const advised = loadSnapshot().advisories.map((record) => record.countryCode);
  return [...new Set([...Object.keys(countries), ...advised])].sort();
}

export async function importDatasetFacts(
  commandBus: CommandBus,
  countryCodes: readonly string[] = datasetCountryCodes(),
): Promise<DatasetImportSummary> {
  const outcomes: Partial<Record<RecordOutcome, number>> = {};
  let position: GlobalPosition | null = null;
  const context = { ...SYSTEM_CONTEXT, correlationId: 'dataset-import' };
  await eachConcurrently(drivingSideRecords(countryCodes), 8, async (record) => {
    const result: { outcome: RecordOutcome; position: GlobalPosition | null } = await commandBus.execute(
      new RecordDatasetFactCommand(record, context),
    );
    outcomes[result.outcome] = (outcomes[result.outcome] ?? 0) + 1;
    position = laterPosition(position, result.position);
  });
  return { countries: countryCodes.length, outcomes, position };
}
