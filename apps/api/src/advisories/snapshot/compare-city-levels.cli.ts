/**
 * Which cities' levels a change to the resolver moves: each catalogue city's level from each
 * government, by the advice of two snapshots (before and after a recompile), and every city whose
 * level or what it applies as differs, with both.
 *
 *   node apps/api/dist/advisories/snapshot/compare-city-levels.cli.js <before.json> [<after.json>]
 *
 * The second snapshot defaults to the shipped one.
 */
import { evolveCountryAdvice, governmentLevelFor, type CountryAdvice } from '@safetrails/scoring';
import type { AdvisoryRecord, AdvisorySource } from '@safetrails/contracts';
import { geonamesCities } from '../../destinations/catalogue/geonames-catalogue';
import { loadSnapshot, SNAPSHOT_PATH } from './snapshot';

function adviceByCountry(advisories: readonly AdvisoryRecord[]): Map<string, CountryAdvice> {
  const byCountry = new Map<string, CountryAdvice>();
  for (const record of advisories) {
    const known = byCountry.get(record.countryCode) ?? {};
    byCountry.set(
      record.countryCode,
      evolveCountryAdvice(known, { type: 'AdvisoryPublished', data: { record, contentHash: '' } }),
    );
  }
  return byCountry;
}

export interface LevelChange {
  readonly city: string;
  readonly countryCode: string;
  readonly source: AdvisorySource;
  readonly before: string;
  readonly after: string;
}

export function compareCityLevels(before: readonly AdvisoryRecord[], after: readonly AdvisoryRecord[]): LevelChange[] {
  const [was, is] = [adviceByCountry(before), adviceByCountry(after)];
  const changes: LevelChange[] = [];
  const describe = (
    advice: CountryAdvice | undefined,
    source: AdvisorySource,
    city: Parameters<typeof governmentLevelFor>[2],
  ) => {
    const government = advice?.[source];
    const level = government ? governmentLevelFor(source, government, city) : null;
    return level ? `${level.level} (${level.appliesAs}${level.area ? `: ${level.area}` : ''})` : 'none';
  };
  for (const { registration } of geonamesCities()) {
    const city = { destinationId: registration.destinationId, admin1: registration.admin1 ?? null };
    const advice = [was.get(registration.countryCode), is.get(registration.countryCode)] as const;
    const sources = new Set([...Object.keys(advice[0] ?? {}), ...Object.keys(advice[1] ?? {})]) as Set<AdvisorySource>;
    for (const source of sources) {
      const [then, now] = [describe(advice[0], source, city), describe(advice[1], source, city)];
      if (then !== now)
        changes.push({
          city: registration.name,
          countryCode: registration.countryCode,
          source,
          before: then,
          after: now,
        });
    }
  }
  return changes;
}

function main(): void {
  const [beforeFile, afterFile = SNAPSHOT_PATH] = process.argv.slice(2);
  if (!beforeFile) throw new Error('usage: compare-city-levels <before.json> [<after.json>]');
  const changes = compareCityLevels(loadSnapshot(beforeFile).advisories, loadSnapshot(afterFile).advisories);
  const cities = new Set(changes.map((change) => `${change.city}, ${change.countryCode}`));
  for (const change of changes)
    console.log(`${change.city}, ${change.countryCode} (${change.source}): ${change.before} -> ${change.after}`);
  console.log(`${cities.size} cities' levels change (${changes.length} government levels)`);
}

if (require.main === module) main();
