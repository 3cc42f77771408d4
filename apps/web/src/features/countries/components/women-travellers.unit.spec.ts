import type { CountryAdvisory } from '@safetrails/contracts';
import { womenSections } from './women-travellers';

const advisory = (source: string, womenTravellers: CountryAdvisory['womenTravellers']) =>
  ({ source, organisation: source, womenTravellers }) as unknown as CountryAdvisory;

describe('women travellers sections', () => {
  it("puts the governments' own words first, links alone after them, and leaves out those with neither", () => {
    const sections = womenSections([
      advisory('uk', { text: null, url: 'https://www.gov.uk/guidance/advice-for-women-travelling-abroad' }),
      advisory('us', null),
      advisory('ca', { text: "Women's safety", url: null }),
      advisory('ie', { text: null, url: null }),
    ]);
    expect(sections.map((section) => section.source)).toEqual(['ca', 'uk']);
  });
});
