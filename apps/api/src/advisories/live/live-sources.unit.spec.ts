/**
 * The live sources' documents go through the same adapters as the recorded pages. The State
 * Department's JSON items are shaped as its API documents them (Title with the level, Link,
 * Category, HTML Summary, Published, Updated); GOV.UK's as its Content API serves a travel advice
 * document (base_path, public_updated_at, details.country, details.parts with HTML bodies).
 * The live endpoints themselves are exercised by live-sources.live.spec.ts with ADVISORY_LIVE_TESTS=1.
 */
import { ADAPTERS } from '../sources/adapters';
import { LiveAdvisorySources, ukDocument, usDocuments } from './live-sources';

describe('live sources', () => {
  it('reads a State Department item: level from the title, summary and indicators from the HTML', () => {
    const [document] = usDocuments([
      {
        Title: 'France - Level 2: Exercise Increased Caution',
        Link: 'https://travel.state.gov/content/travel/en/traveladvisories/traveladvisories/france-travel-advisory.html',
        Category: ['FR'],
        Summary:
          '<p>Exercise increased caution in France due to <b>terrorism</b> and <b>civil unrest</b>.</p><p><b>Advisory Summary:</b> Pickpocketing is common.</p>',
        Published: '2025-05-28T00:00:00-04:00',
        Updated: '2025-05-28T00:00:00-04:00',
      },
    ]);
    const parsed = ADAPTERS.us.parse(document!, '2026-11-25T00:00:00.000Z')!;
    expect(parsed.countryCode).toBe('FR');
    expect(parsed.advisory).toMatchObject({
      level: 2,
      sourceLevel: 'Level 2: Exercise Increased Caution',
      issuedAt: '2025-05-28T00:00:00-04:00',
      retrievedAt: '2026-11-25T00:00:00.000Z',
    });
    expect(parsed.advisory!.indicators.map((indicator) => indicator.code)).toEqual(['T', 'U']);
    expect(parsed.advisory!.summary).toContain('Pickpocketing is common.');
  });

  it('reads a GOV.UK travel advice document through the UK adapter', () => {
    const document = ukDocument({
      title: 'Egypt travel advice',
      base_path: '/foreign-travel-advice/egypt',
      public_updated_at: '2026-08-01T10:00:00+01:00',
      details: {
        country: { name: 'Egypt' },
        parts: [
          {
            title: 'Warnings and insurance',
            body: '<h2>Areas where FCDO advises against travel</h2><h3>North Sinai</h3><p>FCDO advises against all travel to the North Sinai Governorate.</p>',
          },
          {
            title: 'Getting help',
            body: '<h2>Emergency services in Egypt</h2><p>Ambulance: 123</p><p>Police: 122</p>',
          },
        ],
      },
    });
    const parsed = ADAPTERS.uk.parse(document, '2026-11-25T00:00:00.000Z')!;
    expect(parsed.advisory).toMatchObject({
      level: 2,
      url: 'https://www.gov.uk/foreign-travel-advice/egypt',
      regions: [
        {
          name: 'the North Sinai Governorate',
          group: 'North Sinai',
          level: 4,
          sourceLevel: 'FCDO advises against all travel to the North Sinai Governorate',
        },
      ],
    });
    expect(parsed.emergency).toMatchObject({ ambulance: { number: '123' }, police: { number: '122' } });
  });

  it('says in one line why a source cannot be reached', async () => {
    const offline = new LiveAdvisorySources(() =>
      Promise.reject(Object.assign(new TypeError('fetch failed'), { cause: { code: 'ENOTFOUND' } })),
    );
    await expect(offline.fetch('us')).rejects.toThrow('cannot reach cadataapi.state.gov (ENOTFOUND)');
    await expect(offline.fetch('ie')).rejects.toThrow('cannot reach www.ireland.ie (ENOTFOUND)');
  });
});
