/**
 * (j) Official alerts reaching open pages: a thousand browsers hold `GET /api/events` open, and the
 * development travellers with beta access have saved cities the earthquakes strike. An operator imports a saved
 * USGS feed of 1,000 earthquakes near the catalogue's cities with `npm run import:alerts -- --source
 * usgs --file` (the command-line tool, a process of its own, as docs/ALERTS.md runs it). The
 * magnitudes fall off as real ones do (Gutenberg-Richter: ten times fewer per unit, from 4.5).
 * Measured:
 * - the import's throughput (events/s, as the tool reports it, without its start);
 * - for every alert and every browser, the time from the alert's append to the `read-model-changed`
 *   notice of the alerts projection that covers it: what a traveller's bell waits for;
 * - for every browser, the time from the tool's start to the notice covering the whole feed.
 */
import { execFile, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import {
  freePort,
  percentile,
  ROOT,
  round,
  openEventStream,
  signIn,
  startProcess,
  stopProcess,
  until,
  waitForProjectorIdle,
} from './support';

const CLIENTS = 1_000;
const FEATURES = 1_000;
/** A notice that has not reached a browser this long after the import ended counts as lost. */
const LOST_AFTER_MS = 30_000;
const run = promisify(execFile);

export interface OfficialAlertsBenchResult {
  readonly clients: number;
  readonly features: number;
  readonly imported: { readonly new: number; readonly failed: number };
  readonly importEventsPerSecond: number;
  /** The tool's whole run: its start (Nest context, database) and the import. */
  readonly toolSeconds: number;
  readonly deliveries: number;
  readonly lost: number;
  /** From the tool's start to each browser's notice of the whole feed. */
  readonly wholeFeedP50Ms: number;
  readonly wholeFeedP99Ms: number;
  /** From each alert's append to each browser's notice covering it, over every alert and browser. */
  readonly perAlertP50Ms: number;
  readonly perAlertP99Ms: number;
  readonly citiesTouched: number;
  readonly travellersRung: number;
}

type Position = readonly [bigint, bigint];

interface Browser {
  readonly request: http.ClientRequest;
  /** Each alerts notice: when it was heard and its position. */
  readonly heard: { readonly at: number; readonly position: Position }[];
}

export async function officialAlertsBench(
  databaseUrl: string,
  workDir: string,
  log: (line: string) => void,
): Promise<OfficialAlertsBenchResult> {
  const children: ChildProcess[] = [];
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    LOG_FORMAT: 'json',
    LOG_LEVEL: 'warn',
    ADVISORY_REFRESH_HOURS: '0',
    ALERT_POLL_MINUTES: '0',
    RATE_LIMIT_FACTOR: '100000',
  };
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    children.push(startProcess(workDir, 'alerts-projector', 'apps/projector/dist/main.js', env));
    log('  importing the reference data (idempotent)');
    await run(process.execPath, [`${ROOT}/apps/api/dist/seed/seed.cli.js`], {
      env: { ...process.env, ...env, COOKIE_SECRET: randomBytes(32).toString('base64url') },
      maxBuffer: 64 * 1024 * 1024,
    });
    const port = await freePort();
    children.push(
      startProcess(workDir, 'alerts-api', 'apps/api/dist/main.js', {
        ...env,
        // Development sign-in gives the travellers their sessions.
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        COOKIE_SECRET: randomBytes(32).toString('base64url'),
      }),
    );
    const base = `http://127.0.0.1:${port}`;
    await until(async () => (await fetch(`${base}/health`)).status === 200, 120_000, 'the API and projector ready');
    await waitForProjectorIdle(`${base}/health`);

    // Travellers who saved the cities the earthquakes strike: the bells the import rings.
    const { rows: cities } = await pool.query<{ destination_id: number; latitude: number; longitude: number }>(
      `SELECT destination_id, latitude, longitude FROM rm_destinations.destinations ORDER BY md5(destination_id::text) LIMIT $1`,
      [FEATURES],
    );
    if (cities.length === 0) throw new Error('the catalogue is empty: the seed imported no city');
    const feedFile = path.join(workDir, 'usgs-1000.geojson');
    await writeFile(feedFile, JSON.stringify(feedNear(cities)));
    await saveStruckCities(
      base,
      cities.map((city) => city.destination_id),
    );
    await waitForProjectorIdle(`${base}/health`);

    const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
    const browsers = await Promise.all(Array.from({ length: CLIENTS }, () => openStream(base, agent)));
    try {
      const before = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM rm_alerts.history');
      const started = performance.now();
      const startedAtMs = Date.now();
      const { stdout } = await run(
        process.execPath,
        [`${ROOT}/apps/api/dist/alerts/import/import-alerts.cli.js`, '--source', 'usgs', '--file', feedFile],
        { env: { ...process.env, ...env, COOKIE_SECRET: randomBytes(32).toString('base64url') } },
      );
      const summary =
        /usgs: (\d+) new, \d+ updated, \d+ archived, \d+ unchanged, \d+ minor, \d+ ignored, (\d+) failed/.exec(stdout);
      const rate = /usgs: \d+ events in [\d.]+ s \((\d+) events\/s\)/.exec(stdout);
      if (!summary || !rate) throw new Error(`the import printed no summary: ${stdout}`);
      const toolSeconds = round((performance.now() - started) / 1000, 2);
      const appended = await alertAppends(pool, startedAtMs);
      const last = appended.at(-1)!.position;
      const deadline = Date.now() + LOST_AFTER_MS;
      const covering = (browser: Browser, position: Position) =>
        browser.heard.find((notice) => !earlier(notice.position, position));
      while (Date.now() < deadline && browsers.some((browser) => !covering(browser, last))) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const wholeFeed: number[] = [];
      const perAlert: number[] = [];
      for (const browser of browsers) {
        const whole = covering(browser, last);
        if (!whole) continue;
        wholeFeed.push(whole.at - started);
        // Notices come in order: one pass over the alerts and the browser's notices together.
        let next = 0;
        for (const alert of appended) {
          while (next < browser.heard.length && earlier(browser.heard[next]!.position, alert.position)) next++;
          const notice = browser.heard[next];
          if (notice) perAlert.push(notice.at - alert.appendedAt);
        }
      }
      wholeFeed.sort((a, b) => a - b);
      perAlert.sort((a, b) => a - b);
      const after = await pool.query<{ n: number; places: number }>(
        `SELECT (SELECT count(*)::int FROM rm_alerts.history) AS n,
                (SELECT count(DISTINCT destination_id)::int FROM rm_alerts.alert_places) AS places`,
      );
      return {
        clients: CLIENTS,
        features: FEATURES,
        imported: { new: Number(summary[1]), failed: Number(summary[2]) },
        importEventsPerSecond: Number(rate[1]),
        toolSeconds,
        deliveries: wholeFeed.length,
        lost: CLIENTS - wholeFeed.length,
        wholeFeedP50Ms: round(percentile(wholeFeed, 0.5), 0),
        wholeFeedP99Ms: round(percentile(wholeFeed, 0.99), 0),
        perAlertP50Ms: round(percentile(perAlert, 0.5), 0),
        perAlertP99Ms: round(percentile(perAlert, 0.99), 0),
        citiesTouched: after.rows[0]!.places,
        travellersRung: after.rows[0]!.n - before.rows[0]!.n,
      };
    } finally {
      for (const browser of browsers) browser.request.destroy();
      agent.destroy();
    }
  } finally {
    await pool.end();
    await Promise.all(children.map(stopProcess));
  }
}

/** The three development travellers with beta access each save a share of the struck cities: the bells the import rings. */
async function saveStruckCities(base: string, cityIds: readonly number[]): Promise<void> {
  const personas = ['traveller-beta', 'moderator', 'admin'];
  await Promise.all(
    personas.map(async (persona, index) => {
      const traveller = await signIn(base, persona);
      for (const itemId of cityIds.filter((_, city) => city % 40 === index)) {
        const saved = await fetch(`${base}/api/saved`, {
          method: 'POST',
          headers: traveller.headers,
          body: JSON.stringify({ itemType: 'destination', itemId }),
        });
        if (!saved.ok) throw new Error(`saving city ${itemId} as ${persona} answered ${saved.status}`);
      }
    }),
  );
}

/**
 * 1,000 earthquakes a few kilometres from the given cities, now. Magnitudes follow Gutenberg-Richter
 * from 4.5 (each unit ten times rarer): the i-th of n is 4.5 − log10(1 − (i + ½)/n), so most are
 * under 5 and the largest near 7.8, as in a real month of the 4.5+ feed.
 */
function feedNear(cities: readonly { destination_id: number; latitude: number; longitude: number }[]) {
  const now = Date.now();
  const features = Array.from({ length: FEATURES }, (_, index) => {
    const city = cities[index % cities.length]!;
    const id = `bench${randomBytes(5).toString('hex')}`;
    const mag = round(4.5 - Math.log10(1 - (index + 0.5) / FEATURES), 1);
    return {
      type: 'Feature',
      id,
      properties: {
        mag,
        place: `near city ${city.destination_id}`,
        time: now - index * 1000,
        updated: now,
        url: `https://earthquake.usgs.gov/earthquakes/eventpage/${id}`,
        alert: null,
        status: 'reviewed',
        tsunami: 0,
        magType: 'mb',
        type: 'earthquake',
        title: `M ${mag} - near city ${city.destination_id}`,
      },
      geometry: { type: 'Point', coordinates: [city.longitude + 0.05, city.latitude + 0.05, 10] },
    };
  });
  return { type: 'FeatureCollection', metadata: { generated: now, count: FEATURES }, features };
}

/**
 * Every alert the import raised, in the log's order: its position as the projector's notices name it,
 * and when it was appended, on this process's clock (the database runs on this machine).
 */
async function alertAppends(
  pool: pg.Pool,
  sinceMs: number,
): Promise<{ readonly position: Position; readonly appendedAt: number }[]> {
  const { rows } = await pool.query<{ commit: string; prepare: string; at_ms: string }>(
    `SELECT transaction_id::text AS commit, position::text AS prepare,
            (extract(epoch FROM recorded_at) * 1000)::text AS at_ms
     FROM es.events WHERE type = 'AlertRaised' AND recorded_at >= to_timestamp($1::double precision / 1000)
     ORDER BY transaction_id, position`,
    [sinceMs],
  );
  if (rows.length === 0) throw new Error('the import appended no alert');
  // performance.now() and the wall clock, tied once.
  const offset = Date.now() - performance.now();
  return rows.map((row) => ({
    position: [BigInt(row.commit), BigInt(row.prepare)] as const,
    appendedAt: Number(row.at_ms) - offset,
  }));
}

function earlier(left: Position, right: Position): boolean {
  return left[0] < right[0] || (left[0] === right[0] && left[1] < right[1]);
}

async function openStream(base: string, agent: http.Agent): Promise<Browser> {
  const heard: Browser['heard'] = [];
  const { request } = await openEventStream(base, agent, (notice) => {
    try {
      const data = JSON.parse(notice.data) as { projection?: string; position?: string };
      const match = /^(\d+):(\d+)$/.exec(data.position ?? notice.id ?? '');
      if (data.projection === 'alerts' && match) {
        heard.push({ at: performance.now(), position: [BigInt(match[1]!), BigInt(match[2]!)] });
      }
    } catch {
      // Not a notice of ours.
    }
  });
  return { request, heard };
}
