/**
 * Compiles data/advisories.snapshot.json from a checkout of the public git-scraped history of the
 * governments' travel advice (github.com/marcolussetti/travel-advisories): each country's recorded
 * pages go through the same adapters the import uses.
 *
 *   node apps/api/dist/advisories/snapshot/compile-snapshot.cli.js <checkout> [--git-dir <dir>]
 *
 * With `--git-dir` (the repository of the checkout) each source's retrieval date is the date of the
 * last commit that recorded it; the snapshot names the commit it was compiled from.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  ADVISORY_SOURCES,
  type AdvisoryRecord,
  type AdvisorySource,
  type EmergencyNumbersRecord,
  type TravellerFactsRecord,
} from '@safetrails/contracts';
import { ADAPTERS } from '../sources/adapters';
import { missionsPageOf } from '../sources/embassies';
import { EMBASSY_PAGES_PATH, type EmbassyPage, type EmbassyPages } from '../sources/fixtures';
import { parseSourceDate } from '../sources/markdown';
import type { ParsedCountry, SourceDocument } from '../sources/source-document';
import { SNAPSHOT_PATH, type AdvisorySnapshot } from './snapshot';

export const FOLDER: Readonly<Record<AdvisorySource, string>> = {
  us: 'unitedstates',
  uk: 'unitedkingdom',
  ca: 'canada',
  au: 'australia',
  ie: 'ireland',
};

interface IndexRow {
  destination: string;
  risk_level?: string | null;
  last_updated?: string | null;
  last_updated_advisory?: string | null;
  details_url?: string | null;
  url?: string | null;
  advisory_details_url?: string | null;
}

interface PageRef {
  title: string;
  file: string;
}

export function documentsOf(checkout: string, source: AdvisorySource): SourceDocument[] {
  const folder = path.join(checkout, FOLDER[source]);
  const index = JSON.parse(readFileSync(path.join(checkout, `${FOLDER[source]}_summary.json`), 'utf8')) as IndexRow[];
  const documents: SourceDocument[] = [];
  for (const name of readdirSync(folder)) {
    const infoFile = path.join(folder, name, 'info.json');
    if (!existsSync(infoFile)) continue;
    const info = JSON.parse(readFileSync(infoFile, 'utf8')) as Record<string, unknown>;
    const refs: PageRef[] = Array.isArray(info.pages)
      ? (info.pages as PageRef[])
      : Object.entries((info.sections ?? {}) as Record<string, string>).map(([title, file]) => ({ title, file }));
    if (typeof info.overview === 'string') refs.push({ title: 'overview', file: info.overview });
    const pages: Record<string, string> = {};
    for (const ref of refs) {
      const file = path.join(checkout, ref.file);
      if (existsSync(file)) pages[ref.title] = readFileSync(file, 'utf8');
    }
    // A page the index forgot (the US "Advisory" page of some countries) is still the country's page.
    for (const file of readdirSync(path.join(folder, name)).filter((entry) => entry.endsWith('.md'))) {
      const title = file.slice(0, -3);
      if (!(title in pages) && !refs.some((ref) => ref.file.endsWith(`/${file}`))) {
        pages[title] = readFileSync(path.join(folder, name, file), 'utf8');
      }
    }
    const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
    const sourceName = text(info.destination) ?? text(info.name) ?? name;
    const rows = index.filter((row) => row.destination === sourceName);
    const row = rows.find((candidate) => candidate.risk_level) ?? rows[0];
    const url =
      (typeof info.url === 'string' ? info.url : null) ??
      row?.advisory_details_url ??
      row?.details_url ??
      row?.url ??
      null;
    if (!url) continue;
    documents.push({
      sourceCountryName: sourceName,
      url,
      issuedAt: parseSourceDate(
        text(info.last_updated) ??
          text(info.update_date_advisory) ??
          text(info.update_date) ??
          row?.last_updated_advisory ??
          row?.last_updated,
      ),
      indexLevel: (typeof info.advisory_level === 'string' ? info.advisory_level : null) ?? row?.risk_level ?? null,
      pages,
    });
  }
  return documents;
}

function lastCommitDate(gitDir: string | null, folder: string): string | null {
  if (!gitDir) return null;
  const out = execFileSync('git', ['--git-dir', gitDir, 'log', '-1', '--format=%cI', '--', folder], {
    encoding: 'utf8',
  });
  return out.trim() ? new Date(out.trim()).toISOString() : null;
}

/** Of two pages for one country (a renamed page kept beside the new one), the one with a level and the later date. */
function better<T extends { issuedAt?: string | null; checkedAt?: string; level?: unknown }>(a: T, b: T): T {
  const levelled = (record: T) => (record.level === undefined || record.level !== null ? 1 : 0);
  if (levelled(a) !== levelled(b)) return levelled(a) > levelled(b) ? a : b;
  const date = (record: T) => record.issuedAt ?? record.checkedAt ?? '';
  return date(b) > date(a) ? b : a;
}

function main(): void {
  const args = process.argv.slice(2);
  const checkout = args.find((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--git-dir');
  const gitDirIndex = args.indexOf('--git-dir');
  const gitDir = gitDirIndex >= 0 ? args[gitDirIndex + 1]! : null;
  if (!checkout) throw new Error('usage: compile-snapshot <travel-advisories checkout> [--git-dir <repository>]');

  const head = gitDir
    ? execFileSync('git', ['--git-dir', gitDir, 'log', '-1', '--format=%H %cI'], { encoding: 'utf8' }).trim().split(' ')
    : ['unknown', ''];
  const advisories = new Map<string, AdvisoryRecord>();
  const emergency = new Map<string, EmergencyNumbersRecord>();
  const travellerFacts = new Map<string, TravellerFactsRecord>();
  const embassyPages = new Map<string, EmbassyPage>();
  const sources = {} as Record<AdvisorySource, { retrievedAt: string; countries: number }>;
  for (const source of ADVISORY_SOURCES) {
    const retrievedAt = lastCommitDate(gitDir, FOLDER[source]) ?? new Date(head[1] || Date.now()).toISOString();
    let count = 0;
    for (const document of documentsOf(checkout, source)) {
      let parsed: ParsedCountry | null;
      try {
        parsed = ADAPTERS[source].parse(document, retrievedAt);
      } catch (error) {
        console.warn(`${source}: ${document.sourceCountryName}: ${(error as Error).message}`);
        continue;
      }
      if (!parsed?.advisory) continue;
      const key = `${parsed.countryCode}-${source}`;
      const known = advisories.get(key);
      advisories.set(key, known ? better(known, parsed.advisory) : parsed.advisory);
      if (parsed.emergency) {
        const knownNumbers = emergency.get(key);
        emergency.set(key, knownNumbers ? better(knownNumbers, parsed.emergency) : parsed.emergency);
      }
      for (const facts of parsed.travellerFacts) {
        const factsKey = `${key}-${facts.kind}`;
        const knownFacts = travellerFacts.get(factsKey);
        const kept = knownFacts ? better(knownFacts, facts) : facts;
        travellerFacts.set(factsKey, kept);
        const page = missionsPageOf(source, document.pages);
        if (kept === facts && facts.kind === 'embassies' && page) {
          embassyPages.set(key, { source, countryCode: parsed.countryCode, url: facts.url, page });
        }
      }
      count++;
    }
    sources[source] = {
      retrievedAt,
      countries: [...advisories.keys()].filter((key) => key.endsWith(`-${source}`)).length,
    };
    console.log(`${source}: ${count} pages parsed, ${sources[source].countries} countries`);
  }
  const snapshot: AdvisorySnapshot = {
    compiledFrom: {
      repository: 'https://github.com/marcolussetti/travel-advisories',
      commit: head[0]!,
      committedAt: head[1] ? new Date(head[1]).toISOString() : '',
    },
    compiledAt: new Date().toISOString(),
    sources,
    advisories: [...advisories.values()].sort((a, b) =>
      (a.countryCode + a.source).localeCompare(b.countryCode + b.source),
    ),
    emergency: [...emergency.values()].sort((a, b) =>
      (a.countryCode + a.source).localeCompare(b.countryCode + b.source),
    ),
    travellerFacts: [...travellerFacts.values()].sort((a, b) =>
      (a.countryCode + a.source + a.kind).localeCompare(b.countryCode + b.source + b.kind),
    ),
  };
  writeFileSync(SNAPSHOT_PATH, `${JSON.stringify(snapshot, null, 1)}\n`);
  const recorded: EmbassyPages = {
    compiledFrom: snapshot.compiledFrom,
    pages: [...embassyPages.values()].sort((a, b) =>
      (a.countryCode + a.source).localeCompare(b.countryCode + b.source),
    ),
  };
  writeFileSync(EMBASSY_PAGES_PATH, `${JSON.stringify(recorded, null, 1)}\n`);
  console.log(`wrote ${EMBASSY_PAGES_PATH}: ${recorded.pages.length} pages that list missions`);
  console.log(
    `wrote ${SNAPSHOT_PATH}: ${snapshot.advisories.length} advisories, ${snapshot.emergency.length} emergency records, ${snapshot.travellerFacts.length} traveller facts`,
  );
}

if (require.main === module) main();
