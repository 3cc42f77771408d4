/**
 * The emergency numbers are the one fact a traveller may act on in seconds, so they are exactly what
 * the governments say. On the shipped snapshot: every digit group of every emergency line that looks
 * like a phone number is kept, or left out for a reason NOT_PHONE_NUMBERS names. On every recorded
 * page: every text shown in quotation marks (an emergency line, a level's words) is the page's own.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ADVISORY_SOURCES, EMERGENCY_SERVICES, type AdvisorySource, type EmergencyNumber } from '@safetrails/contracts';
import { loadSnapshot } from '../snapshot/snapshot';
import { ADAPTERS } from './adapters';
import { recordedDocument } from './fixtures';
import { plainText } from './markdown';
import { NOT_PHONE_NUMBERS, withoutNonNumbers } from './traveller-sections';

const digits = (text: string) => text.replace(/\D/g, '');

/** The lines an entry quotes: its own, and those it was derived from. */
const linesOf = (entry: EmergencyNumber) => [entry.label, ...(entry.derivedFrom?.lines ?? [])];

describe('every emergency line of the snapshot', () => {
  const snapshot = loadSnapshot();
  const entries = snapshot.emergency.flatMap((record) =>
    EMERGENCY_SERVICES.flatMap((service) => {
      const entry = record[service];
      return entry ? [{ record, service, entry }] : [];
    }),
  );

  it('keeps every digit group that looks like a phone number, or names why it left it out', () => {
    expect(entries.length).toBeGreaterThan(900);
    const excluded = new Map<string, number>();
    for (const { record, service, entry } of entries) {
      const kept = (entry.numbers ?? [entry.number]).map(digits);
      expect(kept[0]).toBe(digits(entry.number));
      const line = entry.label.replace(/^[^:\d]*:/, '');
      for (const { pattern, reason } of NOT_PHONE_NUMBERS) {
        const found = line.match(pattern)?.length ?? 0;
        if (found) excluded.set(reason, (excluded.get(reason) ?? 0) + found);
      }
      // Every run of two or more digits left once the named exclusions are out is in a kept number.
      for (const run of withoutNonNumbers(plainText(line)).match(/\d{2,}/g) ?? []) {
        const inKept = kept.some((number) => number.includes(run));
        if (!inKept)
          throw new Error(`${record.source} ${record.countryCode} ${service}: ${run} of "${entry.label}" is lost`);
      }
    }
    // The reasons actually used, so a new kind of exclusion is seen here first.
    expect([...excluded.keys()].every((reason) => NOT_PHONE_NUMBERS.some((rule) => rule.reason === reason))).toBe(true);
  });

  it('counts the lines that give more than one number (docs/ADVISORIES.md)', () => {
    const several = entries.filter(({ entry }) => (entry.numbers?.length ?? 1) > 1);
    expect(several.length).toBeGreaterThan(50);
    console.log(`${several.length} of ${entries.length} emergency lines give more than one number`);
  });
});

describe('every quoted text of every recorded page', () => {
  const slugs = (source: AdvisorySource) =>
    readdirSync(path.join(__dirname, source, 'fixtures'))
      .filter((file) => file.endsWith('.json') && file !== 'countries.json')
      .map((file) => file.slice(0, -5));
  const squash = (text: string) => plainText(text).replace(/\s+/g, ' ');

  it.each(ADVISORY_SOURCES)('%s: emergency lines and level words are the page’s own words', (source) => {
    let quotes = 0;
    for (const slug of slugs(source)) {
      const { document } = recordedDocument(source, slug);
      const parsed = ADAPTERS[source].parse(document, '2026-08-22T07:27:54.000Z');
      if (!parsed) continue;
      const page = squash(Object.values(document.pages).join('\n\n'));
      const quoted = [
        ...EMERGENCY_SERVICES.flatMap((service) => {
          const entry = parsed.emergency?.[service];
          return entry ? linesOf(entry) : [];
        }),
        parsed.advisory?.sourceLevel ?? null,
        ...(parsed.advisory?.regions.map((region) => region.sourceLevel) ?? []),
      ].filter((text): text is string => text !== null);
      for (const text of quoted) {
        quotes++;
        if (!page.includes(squash(text)) && !(document.indexLevel && squash(document.indexLevel) === squash(text))) {
          throw new Error(`${source}/${slug}: "${text}" is not on the page`);
        }
      }
    }
    expect(quotes).toBeGreaterThan(3);
  });
});
