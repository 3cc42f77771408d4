/**
 * `npm run import:advisories [-- --source uk] [-- --snapshot]`: imports the governments' advice and
 * emergency numbers through the record commands, with progress and a summary per source. By default
 * each source is fetched live; one that cannot be reached (no network here) says so in one line and
 * keeps what we have. `--snapshot` loads the shipped snapshot instead (what a fresh start does).
 */
import { SingleBar, Presets } from 'cli-progress';
import { ADVISORY_SOURCES, isAdvisorySource, type AdvisorySource } from '@safetrails/contracts';
import { runCli, withAppContext } from '../../cli/app-context';
import { LiveAdvisorySources } from '../live/live-sources';
import { AdvisoryImporter, describeSummary, type ImportProgress } from './advisory-importer';

function sourcesFrom(args: readonly string[]): AdvisorySource[] {
  const index = args.indexOf('--source');
  if (index < 0) return [...ADVISORY_SOURCES];
  const requested = (args[index + 1] ?? '').split(',').filter(Boolean);
  const unknown = requested.filter((source) => !isAdvisorySource(source));
  if (requested.length === 0 || unknown.length > 0) {
    throw new Error(`--source takes one or more of ${ADVISORY_SOURCES.join(', ')} (got "${args[index + 1] ?? ''}")`);
  }
  return requested as AdvisorySource[];
}

runCli(() =>
  withAppContext(async (app) => {
    const args = process.argv.slice(2);
    const sources = sourcesFrom(args);
    const fromSnapshot = args.includes('--snapshot');
    const importer = app.get(AdvisoryImporter);
    const interactive = process.stdout.isTTY;
    const bar = new SingleBar({ format: '{source} [{bar}] {value}/{total}' }, Presets.shades_classic);
    let current: AdvisorySource | null = null;
    const onProgress = ({ source, done, total }: ImportProgress) => {
      if (!interactive) {
        if (done === total) console.log(`${source}: ${done}/${total} records checked`);
        return;
      }
      if (current !== source) {
        if (current) bar.stop();
        current = source;
        bar.start(total, 0, { source });
      }
      bar.update(done, { source });
    };
    console.log(
      fromSnapshot
        ? `Importing the shipped snapshot for ${sources.join(', ')}`
        : `Fetching live advice from ${sources.join(', ')}`,
    );
    const { summaries } = fromSnapshot
      ? await importer.importSnapshot(sources, onProgress)
      : await importer.importAll(sources, (source) => app.get(LiveAdvisorySources).fetch(source), {
          live: true,
          onProgress,
        });
    if (interactive && current) bar.stop();
    for (const summary of summaries) console.log(describeSummary(summary));
    if (summaries.every((summary) => summary.error)) process.exitCode = 1;
  }),
);
