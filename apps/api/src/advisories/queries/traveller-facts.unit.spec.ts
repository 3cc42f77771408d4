/**
 * How a country's traveller facts are shown: the leading government's finding, every government's
 * beside it, the disagreements named, and each mission with the line to call when it is closed.
 */
import {
  ADVISORY_SOURCE_INFO,
  type AdvisorySource,
  type EmbassiesRecord,
  type LgbtLaw,
  type LgbtLawRecord,
} from '@safetrails/contracts';
import { loadSnapshot } from '../snapshot/snapshot';
import { actsSeverity, citizensLinesOf, embassiesOf, lgbtOf } from './traveller-facts';

const NOW = new Date('2026-11-27T00:00:00Z');

function lgbtRecord(
  source: AdvisorySource,
  law: Partial<LgbtLaw>,
  retrievedAt = '2026-08-22T00:00:00Z',
): LgbtLawRecord {
  return {
    kind: 'lgbt',
    source,
    organisation: ADVISORY_SOURCE_INFO[source].organisation,
    countryCode: 'XX',
    url: `https://example.gov/${source}`,
    checkedAt: '2026-08-01T00:00:00Z',
    retrievedAt,
    licence: ADVISORY_SOURCE_INFO[source].licence,
    law: { sameSexActs: null, genderExpression: null, propagandaLaw: null, genderRecognition: null, ...law },
  };
}

const crime = (maxPenalty: 'death' | 'years' | null, words: string) =>
  ({ status: 'criminalised', appliesTo: 'all', maxPenalty, words: [words] }) as const;

describe("a country's LGBT+ facts", () => {
  it("leads with the most severe finding any government states, keeps every government's and names where they differ", () => {
    const lgbt = lgbtOf(
      [
        lgbtRecord('us', {
          sameSexActs: {
            status: 'legal',
            appliesTo: null,
            maxPenalty: null,
            words: ['There are no legal restrictions.'],
          },
        }),
        lgbtRecord('ca', { sameSexActs: crime('death', 'Those convicted can face the death penalty.') }),
        lgbtRecord('uk', { sameSexActs: crime('years', 'Same-sex sexual activity is illegal.') }),
      ],
      NOW,
    )!;
    // The FCDO leads among equals, but Canada states the death penalty.
    expect(lgbt.sameSexActs).toMatchObject({
      source: 'ca',
      status: 'criminalised',
      maxPenalty: 'death',
      words: ['Those convicted can face the death penalty.'],
      asOf: '2026-08-01T00:00:00Z',
      stale: false,
    });
    expect(lgbt.statements.map((statement) => statement.source)).toEqual(['uk', 'ca', 'us']);
    expect(lgbt.disagreements).toEqual(['sameSexActs', 'maxPenalty']);
  });

  it.each([
    [['legal', 'criminalised'], 'criminalised'],
    [['legal', 'de_facto_criminalised'], 'de_facto_criminalised'],
    [['de_facto_criminalised', 'criminalised'], 'criminalised'],
    [['legal', 'legal'], 'legal'],
  ] as const)('leads with %j as %s, whichever government says it', (statuses, lead) => {
    for (const order of [statuses, [...statuses].reverse()]) {
      const lgbt = lgbtOf(
        order.map((status, index) =>
          lgbtRecord(index === 0 ? 'uk' : 'us', {
            sameSexActs: { status, appliesTo: null, maxPenalty: null, words: [status] },
          }),
        ),
        NOW,
      )!;
      expect(lgbt.sameSexActs?.status).toBe(lead);
    }
  });

  it('leads with the FCDO among findings equally severe, and keeps why the acts are legal', () => {
    const legal = (words: string) => ({
      status: 'legal' as const,
      appliesTo: null,
      maxPenalty: null,
      legalBy: 'marriage' as const,
      words: [words],
    });
    const lgbt = lgbtOf(
      [
        lgbtRecord('us', { sameSexActs: legal('Same-sex marriage is legal.') }),
        lgbtRecord('uk', { sameSexActs: legal('Same-sex marriage is legal here.') }),
      ],
      NOW,
    )!;
    expect(lgbt.sameSexActs).toMatchObject({ source: 'uk', legalBy: 'marriage' });
  });

  it('takes each finding from the first government that states it', () => {
    const lgbt = lgbtOf(
      [
        lgbtRecord('uk', { sameSexActs: crime(null, 'Illegal.') }),
        lgbtRecord('au', { genderExpression: { criminalised: true, words: ['Cross-dressing is also illegal.'] } }),
      ],
      NOW,
    )!;
    expect(lgbt.genderExpression).toMatchObject({ source: 'au', criminalised: true });
    expect(lgbt.propagandaLaw).toBeNull();
    expect(lgbt.disagreements).toEqual([]);
  });

  it('is null where no government states anything, and stale a year after its page was read', () => {
    expect(lgbtOf([], NOW)).toBeNull();
    const old = lgbtOf([lgbtRecord('uk', { sameSexActs: crime(null, 'Illegal.') }, '2025-08-14T00:00:00Z')], NOW)!;
    expect(old.sameSexActs?.stale).toBe(true);
    // A live check of the source that found the page unchanged is a read of it too.
    const checked = lgbtOf(
      [lgbtRecord('uk', { sameSexActs: crime(null, 'Illegal.') }, '2025-08-14T00:00:00Z')],
      NOW,
      new Map([['uk', '2026-11-20T00:00:00Z']]),
    )!;
    expect(checked.sameSexActs?.stale).toBe(false);
  });
});

describe("a country's embassies", () => {
  const record = (
    source: AdvisorySource,
    missions: EmbassiesRecord['missions'],
    globalLine: EmbassiesRecord['globalLine'],
  ): EmbassiesRecord => ({
    kind: 'embassies',
    source,
    organisation: ADVISORY_SOURCE_INFO[source].organisation,
    countryCode: 'TH',
    url: `https://example.gov/${source}/contacts`,
    checkedAt: '2026-06-30T00:00:00Z',
    retrievedAt: '2026-08-22T00:00:00Z',
    licence: ADVISORY_SOURCE_INFO[source].licence,
    missions,
    globalLine,
  });

  it("names whose mission it is, and gives a mission without its own emergency line the government's worldwide one", () => {
    const embassies = embassiesOf(
      [
        record(
          'au',
          [
            {
              name: 'Australian Embassy, Bangkok',
              address: '181 Wireless Road',
              phone: '(+66 2) 344 6300',
              emergencyPhone: null,
              url: null,
            },
          ],
          {
            phone: '+61 2 6261 3305',
            label: '24-hour Consular Emergency Centre: +61 2 6261 3305 from overseas',
          },
        ),
        record(
          'us',
          [
            {
              name: 'U.S. Embassy Bangkok',
              address: null,
              phone: '+66 2 205 4049',
              emergencyPhone: '+66 2 205 4000',
              url: 'https://th.usembassy.gov/',
            },
          ],
          null,
        ),
      ],
      NOW,
    );
    expect(embassies.map((embassy) => embassy.of)).toEqual(['US', 'AU']);
    expect(embassies[1]).toMatchObject({
      name: 'Australian Embassy, Bangkok',
      emergencyPhone: '+61 2 6261 3305',
      emergencyLabel: '24-hour Consular Emergency Centre: +61 2 6261 3305 from overseas',
      url: 'https://example.gov/au/contacts',
    });
    expect(embassies[0]).toMatchObject({ emergencyPhone: '+66 2 205 4000', emergencyLabel: null });
  });

  it("gives each mission without its own line the government's line for its citizens in the country, and shows that line once", () => {
    const line = {
      phone: '+662-016-1360',
      label:
        'After business hours, Irish Citizens seeking emergency consular assistance should contact the Duty Officer number at +662-016-1360',
    };
    const missions = ['Embassy of Ireland, Thailand', 'Honorary Consulate of Ireland, Phuket'].map((name) => ({
      name,
      address: null,
      phone: '+66 2 016 1360',
      emergencyPhone: null,
      url: null,
    }));
    const records = [{ ...record('ie', missions, null), countryLine: line }];
    expect(embassiesOf(records, NOW).map((embassy) => [embassy.emergencyPhone, embassy.emergencyLabel])).toEqual([
      [line.phone, line.label],
      [line.phone, line.label],
    ]);
    expect(citizensLinesOf(records, NOW)).toEqual([
      expect.objectContaining({ of: 'IE', nationality: 'Irish', phone: line.phone, label: line.label, stale: false }),
    ]);
    expect(citizensLinesOf([record('uk', [], null)], NOW)).toEqual([]);
  });

  it("shows a government's worldwide line alone where it lists no mission", () => {
    const [only] = embassiesOf(
      [record('uk', [], { phone: '020 7008 5000', label: 'Telephone: 020 7008 5000 (24 hours)' })],
      NOW,
    );
    expect(only).toMatchObject({ of: 'GB', name: null, phone: null, emergencyPhone: '020 7008 5000' });
  });
});

describe('the LGBT+ lead over every country of the shipped snapshot', () => {
  const snapshot = loadSnapshot();
  const byCountry = new Map<string, LgbtLawRecord[]>();
  for (const record of snapshot.travellerFacts)
    if (record.kind === 'lgbt')
      byCountry.set(record.countryCode, [...(byCountry.get(record.countryCode) ?? []), record]);

  it('is never milder than what any government states, and names who states it', () => {
    expect(byCountry.size).toBeGreaterThan(150);
    for (const [code, records] of byCountry) {
      const lead = lgbtOf(records, NOW)?.sameSexActs ?? null;
      const stated = records.flatMap((record) => (record.law.sameSexActs ? [record] : []));
      if (stated.length === 0) {
        expect({ code, lead }).toEqual({ code, lead: null });
        continue;
      }
      const most = Math.max(...stated.map((record) => actsSeverity(record.law.sameSexActs!)));
      expect({ code, severity: actsSeverity(lead!) }).toEqual({ code, severity: most });
      const from = records.find((record) => record.source === lead!.source)!;
      expect(from.law.sameSexActs).toMatchObject({ status: lead!.status, maxPenalty: lead!.maxPenalty });
    }
  });
});
