/**
 * Measures, per source, the pages of a checkout of the governments' pages whose text carries a
 * regional list (a level line ending in a colon) against the pages the adapter reads regions from,
 * and names every page that carries a list and yields none (docs/ADVISORIES.md "Every page format
 * yields its list"). Run on the same checkout as compile-snapshot:
 *
 *   node apps/api/dist/advisories/snapshot/measure-formats.cli.js <checkout>
 */
import { ADVISORY_SOURCES, type AdvisorySource } from '@safetrails/contracts';
import { ADAPTERS } from '../sources/adapters';
import { documentsOf } from './compile-snapshot.cli';

/** A line that opens a regional list, as each source writes it. */
const LIST_LINE: Readonly<Record<AdvisorySource, RegExp>> = {
  us: /^\**[ \t]*(?:Do Not Travel|Reconsider Travel)[ \t]+(?:to|in)[ \t]*:?[ \t]*\**[ \t]*:?[ \t]*$/im,
  uk: /FCDO advises against (?:all|all but essential) travel to:[ \t]*$/im,
  // A heading for a region, not for the country itself ("### Afghanistan - Avoid all travel").
  ca: /^#+[ \t]+(?!__COUNTRY__[ \t])[^\n]+[ \t][-–][ \t]*(?:Avoid all travel|Avoid non-essential travel)[ \t]*$/im,
  // "[Do not travel](…#level4 ) to:", its level words a link.
  au: /(?:Do not travel|Reconsider your need to travel)(?:\]\([^)\n]*\))?[ \t]+to[^.\n[\]]{0,40}:[ \t]*\**[ \t]*$/im,
  ie: /(?:against all travel|against all non-essential travel|avoid non-essential travel)[^.\n]{0,60}:[ \t]*$/im,
};

export function measureFormats(checkout: string, source: AdvisorySource) {
  const documents = documentsOf(checkout, source);
  let withList = 0;
  let yielding = 0;
  const missing: string[] = [];
  for (const document of documents) {
    const regions = ADAPTERS[source].parse(document, new Date().toISOString())?.advisory?.regions.length ?? 0;
    const pattern = new RegExp(
      LIST_LINE[source].source.replace(
        '__COUNTRY__',
        document.sourceCountryName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      ),
      LIST_LINE[source].flags,
    );
    const listed = pattern.test(Object.values(document.pages).join('\n'));
    if (listed) withList++;
    if (regions > 0) yielding++;
    if (listed && regions === 0) missing.push(document.sourceCountryName);
  }
  return { source, pages: documents.length, withList, yielding, missing };
}

if (require.main === module) {
  const checkout = process.argv[2];
  if (!checkout) {
    console.error('usage: measure-formats.cli.js <checkout of github.com/marcolussetti/travel-advisories>');
    process.exit(2);
  }
  for (const source of ADVISORY_SOURCES) {
    const { pages, withList, yielding, missing } = measureFormats(checkout, source);
    console.log(
      `${source}: ${pages} pages, ${withList} with a regional list, ${yielding} yielding regions; a list and no region: ${missing.join(', ') || 'none'}`,
    );
  }
}
