/**
 * `npm run import:alerts [-- --source usgs[,gdacs]] [-- --file <path>]`: imports official alerts
 * through the publish commands (docs/ALERTS.md), with progress and a summary per source. By default
 * each feed is fetched live; one that cannot be reached says so in one line. `--file` reads a saved
 * payload of one source's format instead, with the same result as a live fetch of it. `--source
 * advisories` fetches the governments' advice live: a change it finds becomes an alert.
 */
import { readFileSync } from 'node:fs';
import { Presets, SingleBar } from 'cli-progress';
import { ADVISORY_SOURCES } from '@safetrails/contracts';
import { runCli, withAppContext } from '../../cli/app-context';
import { AdvisoryImporter, describeSummary } from '../../advisories/import/advisory-importer';
import { LiveAdvisorySources } from '../../advisories/live/live-sources';
import {
  describeAlertImport,
  FEED_SOURCES,
  isFeedSource,
  OfficialAlertImporter,
  type AlertImportProgress,
  type FeedSource,
} from './official-alert-importer';

const ALL = [...FEED_SOURCES, 'advisories'] as const;
type CliSource = (typeof ALL)[number];

function option(args: readonly string[], name: string): string | null {
  const index = args.indexOf(name);
  if (index < 0) return null;
  const value = args[index + 1];
  if (!value || value.startsWith('--')) throw new Error(`${name} needs a value`);
  return value;
}

export function sourcesFrom(args: readonly string[]): { sources: CliSource[]; file: string | null } {
  const requested = option(args, '--source')?.split(',').filter(Boolean) ?? [...ALL];
  const unknown = requested.filter((source) => !(ALL as readonly string[]).includes(source));
  if (requested.length === 0 || unknown.length > 0) {
    throw new Error(`--source takes one or more of ${ALL.join(', ')} (got "${unknown.join(',')}")`);
  }
  const file = option(args, '--file');
  if (file && (requested.length !== 1 || !isFeedSource(requested[0]!))) {
    throw new Error(`--file needs exactly one --source of ${FEED_SOURCES.join(', ')}: the format of the file`);
  }
  return { sources: requested as CliSource[], file };
}

runCli(() =>
  withAppContext(async (app) => {
    const { sources, file } = sourcesFrom(process.argv.slice(2));
    const importer = app.get(OfficialAlertImporter);
    const interactive = process.stdout.isTTY;
    const bar = new SingleBar({ format: '{source} [{bar}] {value}/{total} events' }, Presets.shades_classic);
    let started = false;
    const onProgress = ({ source, done, total }: AlertImportProgress) => {
      if (!interactive) {
        if (done === total) console.log(`${source}: ${done}/${total} events read`);
        return;
      }
      if (!started) bar.start(total, 0, { source });
      started = true;
      bar.update(done, { source });
    };
    let failures = 0;
    for (const source of sources) {
      started = false;
      if (source === 'advisories') {
        console.log(`Fetching live advice from ${ADVISORY_SOURCES.join(', ')}: a change becomes an alert`);
        const { summaries } = await app
          .get(AdvisoryImporter)
          .importAll(ADVISORY_SOURCES, (government) => app.get(LiveAdvisorySources).fetch(government), { live: true });
        for (const summary of summaries) console.log(`advisories ${describeSummary(summary)}`);
        if (summaries.every((summary) => summary.error)) failures++;
        continue;
      }
      const feed: FeedSource = source;
      console.log(file ? `Importing ${feed} alerts from ${file}` : `Fetching the live ${feed} feed`);
      const began = performance.now();
      const { summary } = file
        ? await importer.importPayload(feed, readFileSync(file, 'utf8'), onProgress)
        : await importer.importLive(feed, fetch, onProgress);
      if (interactive && started) bar.stop();
      const seconds = (performance.now() - began) / 1000;
      const read = summary.new + summary.updated + summary.archived + summary.unchanged + summary.minor;
      console.log(describeAlertImport(summary));
      if (!summary.error)
        console.log(`${feed}: ${read} events in ${seconds.toFixed(2)} s (${Math.round(read / seconds)} events/s)`);
      if (summary.error) failures++;
    }
    if (failures === sources.length) process.exitCode = 1;
  }),
);
