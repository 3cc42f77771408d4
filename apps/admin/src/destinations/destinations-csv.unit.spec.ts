import type { AdminDestination } from '@safetrails/contracts';
import { destinationsCsv, priorSourceText } from './destinations-csv';

const lagos: AdminDestination = {
  id: 2332459,
  name: 'Lagos',
  country: 'Nigeria',
  countryCode: 'NG',
  region: 'africa',
  latitude: 6.45,
  longitude: 3.39,
  population: 9000000,
  origin: 'GeoNames cities500',
  featured: false,
  metrics: {
    safetyScore: 35,
    walkability: null,
    publicTransport: null,
    harassmentLevel: null,
    pettyCrime: null,
    medicalAccess: null,
  },
  baseline: null,
  baselineSource: null,
  priorSource: 'official advisories',
  priorGovernments: 5,
  priorHighestLevel: 3,
  ratingCount: 0,
  scoreUpdatedAt: '2026-11-26T06:01:28.233Z',
  registeredAt: '2026-11-26T06:01:28.233Z',
};

describe('the Destinations list’s prior source and export', () => {
  it('names what each score starts from', () => {
    expect(priorSourceText(lagos)).toBe('official advisories (5 governments, highest level 3)');
    expect(
      priorSourceText({
        ...lagos,
        priorSource: 'baseline',
        baselineSource: { source: '=demo seed', asOf: '2025-06-01', url: null },
      }),
    ).toBe('baseline: =demo seed (2025-06-01)');
    expect(priorSourceText({ ...lagos, priorSource: 'travellers only', priorGovernments: null })).toBe(
      'travellers only',
    );
  });

  it('exports the prior source, the governments and the highest level as columns', () => {
    const csv = destinationsCsv([lagos, { ...lagos, id: 1, name: '=Evil', baselineSource: null }]).split('\r\n');
    expect(csv[0]).toBe(
      'id,name,country,country code,safety score,ratings,prior source,governments,highest level,baseline source,baseline as of,score changed',
    );
    expect(csv[1]).toBe('2332459,Lagos,Nigeria,NG,35,0,official advisories,5,3,,,2026-11-26T06:01:28.233Z');
    expect(csv[2]?.startsWith("1,'=Evil,")).toBe(true);
  });
});
