/**
 * An official alert, end to end: a beta traveller saves Guayaquil and keeps its page open; an
 * operator imports a saved USGS payload of an earthquake near it with `npm run import:alerts --
 * --source usgs --file …` (the command-line tool finds the running app's database); the traveller's
 * bell goes up live, without a reload, and the city's page shows the alert as "Official: USGS" with
 * its kind, its times and the source's page, and so does Ecuador's country page. Importing the same
 * payload again changes nothing.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { bellCount } from './support/alerts-bell';
import { pageAs } from './support/pages';

const GUAYAQUIL = 3657509;
/** SSE brings a change within a second; polling (the fallback) would take 30. */
const LIVE_TIMEOUT_MS = 5_000;
const FIXTURE = path.join(
  __dirname,
  '..',
  'apps',
  'api',
  'src',
  'alerts',
  'sources',
  'usgs',
  'fixtures',
  'all_day-revised.geojson',
);

/** The revised Ecuador earthquake of the recorded feed, as USGS would publish it ten minutes ago, under an id of its own. */
function payloadOfToday(): { file: string; id: string } {
  const feed = JSON.parse(readFileSync(FIXTURE, 'utf8')) as {
    features: { id: string; properties: Record<string, unknown> }[];
  };
  const id = `us${randomBytes(4).toString('hex')}`;
  const [quake] = feed.features;
  quake!.id = id;
  Object.assign(quake!.properties, {
    time: Date.now() - 10 * 60_000,
    updated: Date.now() - 60_000,
    url: `https://earthquake.usgs.gov/earthquakes/eventpage/${id}`,
  });
  const file = path.join(tmpdir(), `usgs-${id}.geojson`);
  writeFileSync(file, JSON.stringify({ ...feed, features: [quake] }));
  return { file, id };
}

async function importAlerts(file: string): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join('apps', 'api', 'dist', 'alerts', 'import', 'import-alerts.cli.js'), '--source', 'usgs', '--file', file],
    {
      env: {
        ...process.env,
        DATA_DIR: process.env.E2E_DATA_DIR,
        EMBEDDED_PG_PORT: process.env.E2E_PG_PORT,
      },
      timeout: 60_000,
    },
  );
  return stdout;
}

test("an imported USGS earthquake near Guayaquil rings the bell of a traveller who saved it, live, and shows as official on the city's page", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const traveller = await pageAs(browser, 'traveller-beta');
  const { token } = (await (await traveller.request.get('/api/csrf-token')).json()) as { token: string };
  const saved = await traveller.request.post('/api/saved', {
    headers: { 'x-csrf-token': token },
    data: { itemType: 'destination', itemId: GUAYAQUIL },
  });
  expect(saved.status()).toBe(201);
  await traveller.goto(`/destination/${GUAYAQUIL}`);
  await expect(traveller.getByRole('heading', { name: 'Alerts for Guayaquil' })).toBeVisible();
  await expect(traveller.getByTestId('alerts-bell')).toBeVisible();
  const before = await bellCount(traveller);

  const { file, id } = payloadOfToday();
  expect(await importAlerts(file)).toContain(
    'usgs: 1 new, 0 updated, 0 archived, 0 unchanged, 0 minor, 0 ignored, 0 failed',
  );

  await expect(traveller.getByTestId('alerts-bell-badge')).toHaveText(String(before + 1), { timeout: LIVE_TIMEOUT_MS });
  const card = traveller
    .getByTestId('place-alerts')
    .getByTestId('alert-card')
    .filter({ hasText: 'M 6.1 - 17km ESE of Balao, Ecuador' });
  await expect(card).toBeVisible({ timeout: LIVE_TIMEOUT_MS });
  await expect(card.getByTestId('official-badge')).toHaveText('Official: USGS');
  await expect(card).toContainText('Earthquake');
  await expect(card).toContainText('local time in Guayaquil');
  await expect(card).not.toContainText('Community report');
  await expect(card.getByRole('link', { name: /source's page/ })).toHaveAttribute(
    'href',
    `https://earthquake.usgs.gov/earthquakes/eventpage/${id}`,
  );

  // The country's page lists it too.
  await traveller.goto('/country/EC');
  await expect(
    traveller
      .getByTestId('place-alerts')
      .getByTestId('alert-card')
      .filter({ hasText: 'M 6.1 - 17km ESE of Balao, Ecuador' }),
  ).toBeVisible();

  expect(await importAlerts(file)).toContain('usgs: 0 new, 0 updated, 0 archived, 1 unchanged');
  await traveller.goto(`/destination/${GUAYAQUIL}`);
  await expect(traveller.getByTestId('place-alerts').getByTestId('alert-card')).toHaveCount(1);
  expect(await bellCount(traveller)).toBe(before + 1);
});
