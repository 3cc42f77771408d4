/**
 * (d) A fresh start and search over the full catalogue. The launcher (`node infra/dist/run.js`, what
 * `npm start` runs after building) starts in an empty data directory on a free port: the time until
 * the API serves, until the reference data (official advice, ~26,000 cities) is imported and until
 * the projector has caught up. Then a few hundred varied searches, drawn from the catalogue itself
 * (a city's name, one of its other names, a name with a letter dropped), one at a time after a
 * warm-up round: p50 and p99, and how often the city sought comes first or in the top three. The
 * warm-up asks for four results and the measured round for three, so the API's memory of a query's
 * matches (search-matches.ts, keyed by query and limit) is empty for every measured search; a third
 * round asks the same again and reports the searches answered from that memory apart. The
 * queries people type for well-known places (apps/api/data/famous-places.json: names, exonyms,
 * misspellings, abbreviations, each with the place meant) are asked with them and reported apart:
 * the share found first, their p99, and the misses by name.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openLocalDatabase } from '@safetrails/infra';
import { freePort, ROOT, round, seconds, until } from './support';

const PER_KIND = 100;

export interface StartSearchResult {
  readonly serveSeconds: number;
  readonly importedSeconds: number;
  readonly healthySeconds: number;
  readonly cities: number;
  readonly search: {
    readonly queries: number;
    readonly p50Ms: number;
    readonly p99Ms: number;
    readonly maxMs: number;
    readonly firstHit: Readonly<Record<string, number>>;
    readonly top3Hit: Readonly<Record<string, number>>;
    /** The same searches asked again: their matches from the API's memory, the rows read fresh. */
    readonly repeated: { readonly p50Ms: number; readonly p99Ms: number };
    /** The queries of apps/api/data/famous-places.json alone (their share first is `firstHit.famous`). */
    readonly famous: {
      readonly queries: number;
      readonly p50Ms: number;
      readonly p99Ms: number;
      readonly misses: readonly string[];
    };
  };
}

interface Query {
  readonly kind: 'name' | 'other name' | 'typo' | 'famous';
  readonly q: string;
  readonly id: number;
}

const KINDS = ['name', 'other name', 'typo', 'famous'] as const;

/** The queries people type for well-known places, with the place meant (apps/api/data/famous-places.json). */
function famousQueries(): Query[] {
  const file = path.join(ROOT, 'apps', 'api', 'data', 'famous-places.json');
  const { queries } = JSON.parse(readFileSync(file, 'utf8')) as { queries: { q: string; id: number }[] };
  return queries.map((query) => ({ kind: 'famous', q: query.q, id: query.id }));
}

async function queriesFrom(url: string): Promise<Query[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const names = await client.query<{ id: number; name: string }>(
      `SELECT destination_id AS id, name FROM rm_destinations.destinations
       ORDER BY md5(destination_id::text) LIMIT ${PER_KIND * 2}`,
    );
    const others = await client.query<{ id: number; name: string }>(
      `SELECT DISTINCT ON (n.destination_id) n.destination_id AS id, n.name
         FROM rm_destinations.destination_names n JOIN rm_destinations.destinations d USING (destination_id)
        WHERE d.population >= 100000 AND n.name ~ '^[A-Za-z][A-Za-z .''-]{3,}$' AND n.name_key <> d.name_key
        ORDER BY n.destination_id, md5(n.name) LIMIT 2000`,
    );
    const otherRows = others.rows.sort((a, b) => ((a.id * 2654435761) % 1000) - ((b.id * 2654435761) % 1000));
    const typo = (name: string) => {
      const at = Math.floor(name.length / 2);
      return name.slice(0, at) + name.slice(at + 1);
    };
    return [
      ...names.rows.slice(0, PER_KIND).map((row): Query => ({ kind: 'name', q: row.name, id: row.id })),
      ...otherRows.slice(0, PER_KIND).map((row): Query => ({ kind: 'other name', q: row.name, id: row.id })),
      ...names.rows
        .slice(PER_KIND)
        .filter((row) => row.name.length >= 6)
        .slice(0, PER_KIND)
        .map((row): Query => ({ kind: 'typo', q: typo(row.name), id: row.id })),
      ...famousQueries(),
    ];
  } finally {
    await client.end();
  }
}

export async function startSearchBench(workDir: string, say: (line: string) => void): Promise<StartSearchResult> {
  const port = await freePort();
  const pgPort = await freePort();
  const dataDir = path.join(workDir, 'start');
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
    LOG_LEVEL: 'warn',
    ADVISORY_REFRESH_HOURS: '0',
    NODE_ENV: 'production',
  };
  const started = process.hrtime.bigint();
  const launcher = spawn(process.execPath, [path.join(ROOT, 'infra/dist/run.js')], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  launcher.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  launcher.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  try {
    await until(async () => (await fetch(`${base}/api/countries/FR`)).ok, 120_000, 'the API serving');
    const serveSeconds = round(seconds(started), 1);
    say(`  serving after ${serveSeconds} s`);
    await until(() => Promise.resolve(output.includes('reference data imported')), 300_000, 'the reference data');
    const importedSeconds = round(seconds(started), 1);
    say(`  reference data imported after ${importedSeconds} s`);
    await until(async () => (await fetch(`${base}/health`)).ok, 300_000, 'the projector catching up');
    const healthySeconds = round(seconds(started), 1);
    say(`  healthy (projector caught up) after ${healthySeconds} s`);

    const database = await openLocalDatabase({ ...process.env, DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort) });
    const queries = await queriesFrom(database.databaseUrl);
    const counted = new pg.Client({ connectionString: database.databaseUrl });
    await counted.connect();
    const cities = Number(
      (await counted.query<{ n: string }>('SELECT count(*) AS n FROM rm_destinations.destinations')).rows[0]!.n,
    );
    await counted.end();
    await database.close();

    const times: number[] = [];
    const repeatedTimes: number[] = [];
    const first: Record<string, number> = {};
    const top3: Record<string, number> = {};
    const famousTimes: number[] = [];
    const famousMisses: string[] = [];
    for (const round_ of [0, 1, 2]) {
      for (const query of queries) {
        const limit = round_ === 0 ? 4 : 3;
        const t = process.hrtime.bigint();
        const response = await fetch(`${base}/api/destinations/search?q=${encodeURIComponent(query.q)}&limit=${limit}`);
        const results = (await response.json()) as { id: number }[];
        if (round_ === 0) continue;
        if (round_ === 2) {
          repeatedTimes.push(Number(process.hrtime.bigint() - t) / 1e6);
          continue;
        }
        times.push(Number(process.hrtime.bigint() - t) / 1e6);
        const rank = results.findIndex((result) => result.id === query.id);
        if (query.kind === 'famous') {
          famousTimes.push(times.at(-1)!);
          if (rank !== 0) famousMisses.push(query.q);
        }
        first[query.kind] = (first[query.kind] ?? 0) + (rank === 0 ? 1 : 0);
        top3[query.kind] = (top3[query.kind] ?? 0) + (rank >= 0 ? 1 : 0);
      }
    }
    times.sort((a, b) => a - b);
    repeatedTimes.sort((a, b) => a - b);
    famousTimes.sort((a, b) => a - b);
    const quantile = (sorted: readonly number[], fraction: number) =>
      round(sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!, 1);
    const at = (fraction: number) => quantile(times, fraction);
    const perKind = (counts: Record<string, number>) =>
      Object.fromEntries(
        KINDS.map((kind) => [kind, round(counts[kind]! / queries.filter((query) => query.kind === kind).length, 2)]),
      );
    const search = {
      queries: queries.length,
      p50Ms: at(0.5),
      p99Ms: at(0.99),
      maxMs: round(times.at(-1)!, 1),
      firstHit: perKind(first),
      top3Hit: perKind(top3),
      repeated: { p50Ms: quantile(repeatedTimes, 0.5), p99Ms: quantile(repeatedTimes, 0.99) },
      famous: {
        queries: famousTimes.length,
        p50Ms: quantile(famousTimes, 0.5),
        p99Ms: quantile(famousTimes, 0.99),
        misses: famousMisses,
      },
    };
    say(`  search over ${cities} cities, ${queries.length} queries: p50 ${search.p50Ms} ms, p99 ${search.p99Ms} ms`);
    say(
      `  the same asked again (matches remembered): p50 ${search.repeated.p50Ms} ms, p99 ${search.repeated.p99Ms} ms`,
    );
    say(`  the city sought first: ${JSON.stringify(search.firstHit)}; in the top 3: ${JSON.stringify(search.top3Hit)}`);
    say(
      `  famous places (${search.famous.queries}): first ${search.firstHit.famous}, p50 ${search.famous.p50Ms} ms, p99 ${search.famous.p99Ms} ms; missed: ${famousMisses.join(', ')}`,
    );
    return { serveSeconds, importedSeconds, healthySeconds, cities, search };
  } finally {
    launcher.kill('SIGTERM');
    await new Promise((resolve) => launcher.once('exit', resolve));
  }
}
