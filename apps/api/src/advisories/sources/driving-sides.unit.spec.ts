/**
 * The side of the road from the shipped dataset (StreetComplete country metadata, CC0): every country
 * gets one, marked as the dataset's fact, with its own lines; it agrees with every government page
 * that states a side.
 */
import { loadSnapshot } from '../snapshot/snapshot';
import { datasetCountryCodes } from '../import/import-dataset-facts';
import { transportSectionOf } from '../queries/traveller-guide';
import { drivingSideRecords } from './driving-sides';

describe('the side of the road from the dataset', () => {
  it('reads a listed country as listed, and any other as the dataset’s stated default', () => {
    const [britain, mexico, brazil] = drivingSideRecords(['GB', 'MX', 'BR']);
    expect(britain).toMatchObject({
      countryCode: 'GB',
      value: 'left',
      listed: true,
      words: [expect.any(String), 'GB: true'],
    });
    expect(mexico).toMatchObject({ countryCode: 'MX', value: 'right', listed: false });
    expect(mexico!.words).toContain('default: false');
    expect(brazil!.value).toBe('right');
    expect(mexico).toMatchObject({
      dataset: 'StreetComplete country metadata',
      licence: expect.stringContaining('CC0'),
      basedOn: 'https://en.wikipedia.org/wiki/List_of_countries_with_left-hand_traffic',
      asOf: '2017-09-15T00:00:00.000Z',
    });
  });

  it('refuses a file that does not name its source and date, or states no default', () => {
    const source = JSON.parse(
      '{"dataset":"d","organisation":"o","repository":"r","path":"p","commit":"c","fileChangedAt":"2022-04-03T21:29:34+02:00","licence":"CC0"}',
    );
    expect(() => drivingSideRecords(['GB'], 'default: false\nGB: true\n', source)).toThrow(/Source/);
    expect(() => drivingSideRecords(['GB'], '# Source: https://example.org/x 15/09/2017\nGB: true\n', source)).toThrow(
      /default/,
    );
  });

  it('gives every country the catalogue or the advice names a side, and agrees with every government that states one', () => {
    const codes = datasetCountryCodes();
    expect(codes.length).toBeGreaterThanOrEqual(250);
    const sides = new Map(drivingSideRecords(codes).map((record) => [record.countryCode, record.value]));
    expect(sides.size).toBe(codes.length);
    let stated = 0;
    const disagreeing: string[] = [];
    for (const record of loadSnapshot().travellerFacts) {
      if (record.kind !== 'transport') continue;
      for (const finding of record.findings) {
        if (finding.topic !== 'driving_side' || !finding.value) continue;
        stated++;
        if (finding.value !== sides.get(record.countryCode))
          disagreeing.push(`${record.source} ${record.countryCode}: ${finding.value}`);
      }
    }
    expect(stated).toBeGreaterThan(150);
    // Shown beside each other if they ever differ; on this snapshot they never do.
    expect(disagreeing).toEqual([]);
  });

  it('names the governments that state the other side, their words leading', () => {
    const [mexico] = drivingSideRecords(['MX']);
    const statement = {
      source: 'us' as const,
      organisation: 'U.S. Department of State',
      countryCode: 'MX',
      url: 'https://travel.state.gov/x',
      checkedAt: '2026-08-01T00:00:00.000Z',
      retrievedAt: '2026-08-22T00:00:00.000Z',
      licence: 'public domain',
      kind: 'transport' as const,
      page: 'Travel and Transportation',
      excerpt: null,
      findings: [{ topic: 'driving_side' as const, value: 'left', words: ['Traffic drives on the left.'] }],
    };
    const section = transportSectionOf([statement], mexico!, new Date('2026-09-01T00:00:00Z'))!;
    expect(section.topics.find((view) => view.topic === 'driving_side')?.lead.value).toBe('left');
    expect(section.drivingSide).toMatchObject({ side: 'right', disagreeing: ['us'] });
    // With no government page at all, the section still carries the dataset's side.
    const alone = transportSectionOf([], mexico!, new Date())!;
    expect(alone).toMatchObject({ topics: [], pages: [], drivingSide: { side: 'right', disagreeing: [] } });
    expect(alone.unstated).toContain('driving_side');
  });
});
