#!/usr/bin/env node
/**
 * First-load JavaScript per route, gzip, read from the build manifest (`dist/.vite/manifest.json`):
 * the entry and everything it imports statically, plus the route's lazy module and everything that
 * imports statically, and the route's English messages (src/i18n/load-messages.ts; English's first
 * chunk is in the entry). The budgets are English's, as issue 14 set them; each route's weight in
 * every other language (its first chunk beside English's, and the route's parts in it) is reported
 * beside it, over the budget or not (`--json`: `inLanguages`). Code a route loads later (the map,
 * the history chart, a dialog) is not counted: it is not on the way to the app's first screen. Fails, naming the route and its largest chunks,
 * when a route is over its budget or needs more than MAX_SCRIPTS scripts before the app can draw it (each is
 * a request, and a phone talks to the server over at most six HTTP/1.1 connections); also fails when
 * a built asset has no brotli and gzip copy.
 *
 *   node apps/web/scripts/check-bundle-budgets.mjs [--json]
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1024;
/** Issue 14's budgets: the landing page, a destination page, every other traveller route. */
// A trip's brief draws each stop as a city's page does (its advice, alerts, numbers, embassy, laws,
// health, entry): the city page's budget.
const BUDGETS = {
  'src/app/routes/landing.tsx': 170 * KB,
  'src/app/routes/destination.tsx': 250 * KB,
  'src/app/routes/trip-brief.tsx': 250 * KB,
};
const DEFAULT_BUDGET = 200 * KB;
/** Scripts a route needs before the app draws it, the entry's included (vite.config.ts merges the small ones). */
const MAX_SCRIPTS = 12;
/**
 * Libraries that must stay out of every traveller's first load, known by a string each keeps in a
 * minified build (module paths do not survive bundling).
 */
const FORBIDDEN = {
  leaflet: 'leaflet-container',
  recharts: 'recharts-wrapper',
  'react-admin': 'RaLayout',
  'Material UI': 'MuiButtonBase',
  'class-validator': 'must be an email',
};

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifestFile = path.join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`No build manifest at ${manifestFile}: run \`npm run build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const gzipSizes = new Map();
const gzipSize = (file) => {
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipSizes.get(file);
};
const closure = (key, into = new Set()) => {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, into);
  return into;
};

/**
 * The message chunks each route's screen fetches before it draws, by language, as the build wrote
 * them for the server to preload (scripts/route-preloads.ts), found by the route's own script.
 */
const routeMessages = new Map(
  JSON.parse(readFileSync(path.join(dist, 'route-preloads.json'), 'utf8')).map((route) => [
    route.modules[0],
    new Map(
      Object.entries(route.messages ?? {}).map(([locale, files]) => [locale, files.map((file) => file.slice(1))]),
    ),
  ]),
);

const entry = closure('index.html');
const routes = Object.keys(manifest).filter((key) => key.startsWith('src/app/routes/') && manifest[key].isDynamicEntry);
const failures = [];
const report = routes.map((route) => {
  const scripts = closure(route, new Set(entry));
  const messages = routeMessages.get(`/${manifest[route].file}`) ?? new Map();
  const chunkOf = (file) => ({ file, gzip: gzipSize(file) });
  const chunks = [...[...scripts].map((key) => manifest[key].file), ...(messages.get('en') ?? [])].map(chunkOf);
  const total = chunks.reduce((sum, chunk) => sum + chunk.gzip, 0);
  const budget = BUDGETS[route] ?? DEFAULT_BUDGET;
  const largest = [...chunks].sort((a, b) => b.gzip - a.gzip).slice(0, 3);
  // The same page in another language: its messages beside English's first chunk, instead of English's parts.
  const englishParts = (messages.get('en') ?? []).reduce((sum, key) => sum + chunkOf(key).gzip, 0);
  const inLanguages = Object.fromEntries(
    [...messages]
      .filter(([locale]) => locale !== 'en' && locale !== 'en-XA')
      .map(([locale, files]) => [
        locale,
        total - englishParts + files.reduce((sum, key) => sum + chunkOf(key).gzip, 0),
      ]),
  );
  if (chunks.length > MAX_SCRIPTS) {
    failures.push(
      `${route}: ${chunks.length} scripts before the app draws it, over ${MAX_SCRIPTS}; the smallest: ` +
        [...chunks]
          .sort((a, b) => a.gzip - b.gzip)
          .slice(0, 5)
          .map((chunk) => `${chunk.file} (${kb(chunk.gzip)})`)
          .join(', '),
    );
  }
  if (total > budget) {
    failures.push(
      `${route}: ${kb(total)} of first-load JavaScript (gzip), over its ${kb(budget)} budget; largest chunks: ` +
        largest.map((chunk) => `${chunk.file} (${kb(chunk.gzip)})`).join(', '),
    );
  }
  for (const chunk of chunks) {
    const source = readFileSync(path.join(dist, chunk.file), 'utf8');
    for (const [library, signature] of Object.entries(FORBIDDEN)) {
      if (source.includes(signature)) failures.push(`${route}: ${chunk.file} carries ${library} into the first load`);
    }
  }
  return {
    route,
    gzipBytes: total,
    budgetBytes: budget,
    scripts: chunks.length,
    inLanguages,
    largest: largest.map(({ file, gzip }) => ({ file, gzip })),
  };
});

const assets = readdirSync(path.join(dist, 'assets')).filter((file) => /\.(js|css|json)$/.test(file));
for (const file of assets) {
  const size = readFileSync(path.join(dist, 'assets', file)).length;
  if (size < 1024) continue;
  for (const suffix of ['.br', '.gz']) {
    if (!existsSync(path.join(dist, 'assets', file + suffix))) failures.push(`assets/${file} has no ${suffix} copy`);
  }
}

function kb(bytes) {
  return `${(bytes / KB).toFixed(1)} KB`;
}

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(report, null, 2));
} else {
  for (const { route, gzipBytes, budgetBytes, scripts, inLanguages } of report.sort(
    (a, b) => b.gzipBytes - a.gzipBytes,
  )) {
    const heaviest = Object.entries(inLanguages).sort(([, a], [, b]) => b - a)[0];
    console.log(
      `${kb(gzipBytes).padStart(9)} of ${kb(budgetBytes).padStart(8)}, ${String(scripts).padStart(2)} scripts  ` +
        route.replace('src/app/routes/', '') +
        (heaviest ? `  (heaviest in another language: ${heaviest[0]} ${kb(heaviest[1])})` : ''),
    );
  }
}
if (failures.length > 0) {
  console.error(`\nPage weight budgets broken:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(`Every route is within its first-load budget; ${assets.length} assets precompressed.`);
