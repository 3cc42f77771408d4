/**
 * The "before you go" reader on every government's recorded pages for Thailand and Singapore (two
 * countries whose laws catch visitors out: the death penalty for drugs, lèse-majesté, vapes), then
 * its rules on the governments' own sentences, then every record of the shipped snapshot.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  ADVISORY_SOURCE_INFO,
  ADVISORY_SOURCES,
  GUIDE_KINDS,
  GUIDE_TOPICS,
  isGuideKind,
  type AdvisorySource,
  type GuideFinding,
  type GuideKind,
  type GuideRecord,
} from '@safetrails/contracts';
import { loadSnapshot } from '../../snapshot/snapshot';
import { plainText } from '../markdown';
import type { RecordedDocument } from '../fixtures';
import { guideFindings, guideRecordsOf } from './guide';
import { visaOf } from './entry-rules';
import { yellowFeverOf } from './health-rules';
import { drugPenaltyOf } from './laws-rules';

function recorded(source: AdvisorySource, country: 'thailand' | 'singapore'): RecordedDocument {
  return JSON.parse(
    readFileSync(path.join(__dirname, 'fixtures', `${source}-${country}.json`), 'utf8'),
  ) as RecordedDocument;
}

function guideOf(source: AdvisorySource, country: 'thailand' | 'singapore'): GuideRecord[] {
  const { document } = recorded(source, country);
  const info = ADVISORY_SOURCE_INFO[source];
  return guideRecordsOf(
    source,
    document.pages,
    (url) => ({
      source,
      organisation: info.organisation,
      countryCode: country === 'thailand' ? 'TH' : 'SG',
      url,
      checkedAt: document.issuedAt ?? '2026-01-01T00:00:00.000Z',
      retrievedAt: '2026-08-22T00:00:00.000Z',
      licence: info.licence,
    }),
    document.url,
  );
}

const finding = (records: readonly GuideRecord[], topic: string, offence?: string): GuideFinding | undefined =>
  records
    .flatMap((record) => record.findings)
    .find((candidate) => candidate.topic === topic && (offence === undefined || candidate.offence === offence));

describe('the governments’ pages on Thailand and Singapore', () => {
  it.each(ADVISORY_SOURCES.flatMap((source) => [[source, 'thailand'] as const, [source, 'singapore'] as const]))(
    '%s on %s: every finding rests on sentences the pages hold verbatim, in topics of its kind',
    (source, country) => {
      const records = guideOf(source, country);
      const text = Object.values(recorded(source, country).document.pages)
        .map((page) => plainText(page).replace(/\s+/g, ' '))
        .join(' ');
      expect(records.length).toBeGreaterThanOrEqual(3);
      for (const record of records) {
        expect(GUIDE_KINDS).toContain(record.kind);
        expect(record.findings.length + (record.excerpt ? 1 : 0)).toBeGreaterThan(0);
        for (const item of record.findings) {
          expect(GUIDE_TOPICS[record.kind] as readonly string[]).toContain(item.topic);
          expect(item.words.length).toBeGreaterThan(0);
          for (const sentence of item.words) expect(text).toContain(sentence.replace(/\s+/g, ' '));
        }
      }
    },
  );

  it('reads the death penalty for drugs wherever a government states it, by offence', () => {
    // "Expect long jail sentences …, or even execution for possessing, using, or trafficking"
    expect(finding(guideOf('us', 'thailand'), 'drugs', 'trafficking')?.value).toBe('death');
    expect(finding(guideOf('us', 'thailand'), 'drugs', 'possession')?.value).toBe('death');
    // "Possessing Class A drugs can lead to the death penalty."
    expect(finding(guideOf('uk', 'thailand'), 'drugs', 'possession')?.value).toBe('death');
    // "Convicted offenders can expect heavy fines, jail sentences or even the death penalty."
    expect(finding(guideOf('ca', 'thailand'), 'drugs', 'any')?.value).toBe('death');
    // "Singapore retains the death penalty for drug trafficking." / "… can lead to imprisonment."
    expect(finding(guideOf('ie', 'singapore'), 'drugs', 'trafficking')?.value).toBe('death');
    expect(finding(guideOf('ie', 'singapore'), 'drugs', 'possession')?.value).toBe('prison');
    expect(finding(guideOf('au', 'singapore'), 'drugs', 'trafficking')?.value).toBe('death');
  });

  it('reads the other laws that catch visitors out: the monarchy, vapes, ID', () => {
    for (const source of ['us', 'uk', 'ca', 'au', 'ie'] as const) {
      expect(finding(guideOf(source, 'thailand'), 'speech')?.words.join(' ')).toMatch(/king|royal|monarch/i);
    }
    expect(finding(guideOf('uk', 'singapore'), 'e_cigarettes')?.words[0]).toMatch(/vapes and e-cigarettes are banned/i);
    expect(finding(guideOf('ca', 'thailand'), 'id')?.words[0]).toBe('You must carry identification at all times.');
  });

  it('reads the side of the road where a page states it, and nothing where none does', () => {
    expect(finding(guideOf('us', 'thailand'), 'driving_side')).toMatchObject({
      value: 'left',
      words: ['Traffic moves on the left.'],
    });
    expect(finding(guideOf('ca', 'singapore'), 'driving_side')?.value).toBe('left');
    expect(finding(guideOf('ie', 'singapore'), 'driving_side')?.value).toBe('left');
    // The FCDO's Thailand pages warn about the roads but never say which side traffic keeps to.
    expect(finding(guideOf('uk', 'thailand'), 'driving_side')).toBeUndefined();
    expect(finding(guideOf('uk', 'thailand'), 'road_safety')?.words[0]).toMatch(/road traffic accidents/);
  });

  it('reads entry for each government’s own citizens: passport validity, visa and its stay, currency', () => {
    const us = guideOf('us', 'thailand');
    expect(us.find((record) => record.kind === 'entry')?.page).toBe('Quick Facts');
    expect(finding(us, 'passport_validity')).toMatchObject({ value: '6 months' });
    expect(finding(us, 'visa')).toMatchObject({ value: 'not_required', period: '60 days' });
    expect(finding(us, 'currency')).toMatchObject({ value: 'none', words: ['None'] });
    expect(finding(guideOf('ie', 'singapore'), 'visa')).toMatchObject({ value: 'not_required', period: '30 days' });
    expect(finding(guideOf('au', 'singapore'), 'currency')?.value).toBe('declare');
    // The FCDO's page names no visa rule for tourists in Thailand: its sentences are kept, unread.
    expect(finding(guideOf('uk', 'thailand'), 'visa')?.value).toBeNull();
  });

  it('reads health as stated: yellow fever from risk countries, water, medical care', () => {
    expect(finding(guideOf('uk', 'thailand'), 'yellow_fever')?.value).toBe('required_from_risk_countries');
    expect(finding(guideOf('us', 'thailand'), 'tap_water')).toMatchObject({ value: 'unsafe' });
    expect(finding(guideOf('ie', 'thailand'), 'medical_care')?.value).toBe('limited');
    expect(finding(guideOf('ca', 'singapore'), 'medical_care')).toMatchObject({
      value: 'good',
      words: ['Health care is excellent.'],
    });
  });

  it('gives each FCDO part its own address, and every other government its country page', () => {
    const uk = guideOf('uk', 'thailand');
    expect(uk.find((record) => record.kind === 'entry')?.url).toBe(
      'https://www.gov.uk/foreign-travel-advice/thailand/entry-requirements',
    );
    expect(uk.find((record) => record.kind === 'health')?.url).toBe(
      'https://www.gov.uk/foreign-travel-advice/thailand/health',
    );
    const ca = guideOf('ca', 'thailand');
    expect(new Set(ca.map((record) => record.url))).toEqual(new Set([recorded('ca', 'thailand').document.url]));
  });
});

describe('the rules on the governments’ sentences', () => {
  it.each([
    [
      'Penalties for possessing, using, or trafficking in illegal drugs are particularly severe, including long jail sentences, heavy fines, or even death.',
      'death',
    ],
    ['If you are carrying or transporting drugs, you can be imprisoned, caned or executed.', 'death'],
    [
      'Death is the mandatory penalty for many narcotics offences, including trafficking controlled drugs, even in very small amounts.',
      'death',
    ],
    ['Some drug-related offences are punishable by the death penalty or life imprisonment.', 'death'],
    ['Possession, use or trafficking of illegal drugs is a serious offence and can lead to life imprisonment.', 'life'],
    [
      'If you are found to be intoxicated, you could be jailed for a minimum of two years and subject to a fine.',
      'years',
    ],
    ['The possession of even what some may regard as small quantities often leads to imprisonment.', 'prison'],
    // A drug's harm is not a penalty.
    ['U.S. citizens have suffered serious illness or death after taking these drugs.', null],
    ['Each year, illicit drug use leads to the death of several Canadians in Cambodia.', null],
  ])('%s → %s', (sentence, penalty) => {
    expect(drugPenaltyOf(sentence)).toBe(penalty);
  });

  it.each([
    [
      'Yellow fever vaccination certificate is required for travelers aged 1 year or over arriving from countries with risk of yellow fever transmission.',
      'required_from_risk_countries',
    ],
    [
      'Yellow Fever: Proof of vaccination is required for travelers from Brazil and other high-risk countries.',
      'required_from_risk_countries',
    ],
    ['To enter Benin, you must have a certificate to prove you’ve had a yellow fever vaccination.', 'required'],
    [
      'This means you will need a certificate of yellow fever vaccination for some onward travel, including to South Africa.',
      null,
    ],
  ])('%s → %s', (sentence, reading) => {
    expect(yellowFeverOf(sentence.replace(/’/g, "'"))).toBe(reading);
  });

  it.each([
    ['You can visit Singapore without a visa for tourism or business.', 'not_required'],
    ['You do not normally need a visa to enter Singapore for stays of up to 30 days.', 'not_required'],
    ['Tourist visa: not required for stays of up to 30 days', 'not_required'],
    ['As of 29 September 2023, Irish citizens no longer require a visa to enter Angola.', 'not_required'],
    ['You must obtain a visa to visit Afghanistan.', 'required'],
    [
      'Irish citizens require a visa to enter Equatorial Guinea and can now apply online for an electronic visa.',
      'e_visa',
    ],
    ['Tourist Visas: Apply for two-week tourist visas at the Bahrain eVisa website or upon arrival.', 'e_visa'],
    ['If you require a Schengen visa to enter Europe, be sure your visa entitles you to multiple entries.', null],
    ['A visa is required when visiting for more than 180 days', null],
    [
      "Be aware of the date that's stamped in your passport on arrival, as you may not receive the full 180 days.",
      null,
    ],
    [
      "If you don't have an ordinary passport with a chip and you visit for 180 days or less as a tourist, you can get a visa on arrival.",
      'on_arrival',
    ],
    [
      'Other passport holders should check with the Singapore Immigration and Checkpoint Authority if they need a visa.',
      null,
    ],
  ])('%s → %s', (sentence, reading) => {
    expect(visaOf(sentence)).toBe(reading);
  });
});

describe('sentences that look like a topic and are not', () => {
  const read = (kind: GuideKind, text: string, heading = '') =>
    guideFindings([{ page: 'page', headings: [heading], text, labelled: false, primary: true }], kind);

  it.each([
    ['transport', 'Faster drivers tend to drive on the left while slower drivers stay to the right.', 'driving_side'],
    [
      'health',
      'Typhoid fever spreads through consuming contaminated food or drinking water, or through contact with the feces of an infected person.',
      'tap_water',
    ],
    [
      'health',
      "You're expected to bring your own necessities, including hygiene items (towels, toilet paper), cutlery and bottled water.",
      'tap_water',
    ],
    [
      'health',
      'Make sure you have adequate travel health insurance to cover the cost of any medical treatment abroad.',
      'medical_care',
    ],
  ] as const)('%s: %s is not a %s finding', (kind, sentence, topic) => {
    expect(read(kind, sentence).map((found) => found.topic)).not.toContain(topic);
  });

  it('reads what the words state, and no more', () => {
    expect(read('transport', 'Traffic drives on the left.')).toEqual([
      { topic: 'driving_side', value: 'left', words: ['Traffic drives on the left.'] },
    ]);
    const depending =
      'Depending on which countries you have visited, you may need a valid yellow fever vaccination certificate to enter Costa Rica.';
    expect(read('health', depending).find((found) => found.topic === 'yellow_fever')?.value).toBe(
      'required_from_risk_countries',
    );
    const noNeed = "You don't need to declare currency if you're travelling to or from another EU country.";
    expect(read('entry', noNeed).find((found) => found.topic === 'currency')).toMatchObject({ value: null });
  });
});

describe('the shipped snapshot', () => {
  const snapshot = loadSnapshot();
  const guides = snapshot.travellerFacts.filter((record): record is GuideRecord => isGuideKind(record.kind));

  it('holds each kind for most countries of every government, each record dated, sourced and licensed', () => {
    const lines: string[] = [];
    for (const source of ADVISORY_SOURCES) {
      const countries = snapshot.advisories.filter((advisory) => advisory.source === source).length;
      const counts = GUIDE_KINDS.map(
        (kind) => guides.filter((record) => record.source === source && record.kind === kind).length,
      );
      lines.push(
        `${source}: ${counts.map((count, index) => `${GUIDE_KINDS[index]} ${count}`).join(', ')} of ${countries}`,
      );
      // Floors under what the reader yields today (docs/TRAVELLERS.md): a regression shows here.
      for (const count of counts) expect(count / countries).toBeGreaterThan(0.55);
    }
    console.log(`before-you-go records per government:\n  ${lines.join('\n  ')}`);
    for (const record of guides) {
      expect(record.checkedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(record.url).toMatch(/^https:\/\//);
      expect(record.licence).toBeTruthy();
      for (const item of record.findings) expect(item.words.every((sentence) => sentence.length > 0)).toBe(true);
    }
  });

  it('never reads a drug penalty off a sentence that names none, across every country', () => {
    for (const record of guides) {
      for (const item of record.findings.filter((candidate) => candidate.topic === 'drugs')) {
        expect(item.words.some((sentence) => drugPenaltyOf(sentence) === item.value)).toBe(true);
      }
    }
  });
});
