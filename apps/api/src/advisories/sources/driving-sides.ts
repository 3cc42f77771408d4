/**
 * The side of the road for every country, from StreetComplete's country metadata (CC0), shipped
 * verbatim in data/streetcomplete-isLeftHandTraffic.yml with a sidecar naming its repository, commit
 * and licence. The file lists the countries with left-hand traffic and states its default ("default:
 * false") for every other; its header names its own source and the date it read it. Each record is
 * that dataset's fact, with the file's own lines as its words (docs/TRAVELLERS.md "Getting around").
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import type { DatasetFactRecord } from '@safetrails/contracts';

const DATA = path.resolve(__dirname, '..', '..', '..', 'data');
export const DRIVING_SIDES_FILE = path.join(DATA, 'streetcomplete-isLeftHandTraffic.yml');
const SOURCE_FILE = path.join(DATA, 'streetcomplete-isLeftHandTraffic.source.json');

interface DatasetSource {
  readonly dataset: string;
  readonly organisation: string;
  readonly repository: string;
  readonly path: string;
  readonly commit: string;
  readonly fileChangedAt: string;
  readonly licence: string;
}

/** "# Source: https://en.wikipedia.org/wiki/List_of_countries_with_left-hand_traffic 15/09/2017". */
const SOURCE_LINE = /^#\s*Source:\s*(\S+)\s+(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/m;

/** The dataset's record for each country code given: listed, or its stated default. */
export function drivingSideRecords(
  countryCodes: readonly string[],
  text = readFileSync(DRIVING_SIDES_FILE, 'utf8'),
  source = JSON.parse(readFileSync(SOURCE_FILE, 'utf8')) as DatasetSource,
): DatasetFactRecord[] {
  const document = parseDocument(text);
  if (document.errors.length > 0) throw new Error(`${DRIVING_SIDES_FILE}: ${document.errors[0]!.message}`);
  const values = document.toJS() as Record<string, unknown>;
  const cited = SOURCE_LINE.exec(text);
  if (!cited || typeof values.default !== 'boolean')
    throw new Error(`${DRIVING_SIDES_FILE}: no "# Source:" line with a date, or no default`);
  const [, basedOn, day, month, year] = cited;
  const asOf = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))).toISOString();
  const lines = text.split('\n');
  const lineOf = (key: string) => lines.find((line) => line.startsWith(`${key}:`))!.trim();
  return countryCodes.map((countryCode) => {
    const listed = typeof values[countryCode] === 'boolean';
    const left = (listed ? values[countryCode] : values.default) as boolean;
    return {
      kind: 'driving_side',
      countryCode,
      value: left ? 'left' : 'right',
      listed,
      dataset: source.dataset,
      organisation: source.organisation,
      url: `${source.repository}/blob/${source.commit}/${source.path}`,
      licence: source.licence,
      asOf,
      retrievedAt: new Date(source.fileChangedAt).toISOString(),
      basedOn: basedOn!,
      words: [lines[0]!.trim(), lineOf(listed ? countryCode : 'default')],
    };
  });
}
