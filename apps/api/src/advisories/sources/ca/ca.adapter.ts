/**
 * Government of Canada travel advice and advisories (travel.gc.ca). Four risk levels in the source's
 * words; the index adds "(with regional advisories)" where parts of a country are rated apart. The
 * "Risk level" page names the country-wide level ("### Mexico - Exercise a high degree of caution")
 * and each regional one ("### Regional Advisory - Avoid non-essential travel" with a list, or
 * "### Manipur - Avoid non-essential travel").
 */
import { type AdvisoryLevel, type AdvisoryRegion } from '@safetrails/contracts';
import { isoCodeOf } from '../country-codes';
import { firstParagraphs, plainText, sectionsOf } from '../markdown';
import { advisoryRecord, type AdvisoryAdapter, type ParsedCountry, type SourceDocument } from '../source-document';
import { LGBT_HEADING, travellerSection, WOMEN_HEADING } from '../traveller-sections';

const LEVELS: readonly [RegExp, AdvisoryLevel][] = [
  [/avoid all travel/i, 4],
  [/avoid non-essential travel/i, 3],
  [/exercise a high degree of caution/i, 2],
  [/take normal security precautions/i, 1],
];

export function caLevel(words: string | null | undefined): AdvisoryLevel | null {
  if (!words) return null;
  return LEVELS.find(([pattern]) => pattern.test(words))?.[1] ?? null;
}

export const caAdapter: AdvisoryAdapter = {
  source: 'ca',
  parse(document: SourceDocument, retrievedAt: string): ParsedCountry | null {
    const countryCode = isoCodeOf('ca', document.sourceCountryName);
    if (!countryCode) return null;
    const risk = document.pages['risk'] ?? '';
    const headings = sectionsOf(risk).filter((section) => section.depth === 3 && / - /.test(section.heading));
    const countryHeading = headings.find((section) => !/^Regional Advisory/i.test(section.heading));
    const headingWords = countryHeading?.heading.split(' - ').slice(1).join(' - ') ?? null;
    const sourceLevel = document.indexLevel?.trim() || headingWords;
    const regions: AdvisoryRegion[] = [];
    for (const section of headings) {
      if (section === countryHeading) continue;
      const [name, ...rest] = section.heading.split(' - ');
      const words = rest.join(' - ');
      const level = caLevel(words);
      if (!level) continue;
      if (/^Regional Advisory/i.test(name!)) {
        const items = section.body.split('\n').filter((line) => /^[*+-]\s+/.test(line));
        for (const item of items) {
          regions.push({ name: plainText(item).replace(/^•\s*/, ''), level, sourceLevel: words });
        }
      } else {
        regions.push({ name: name!.trim(), level, sourceLevel: words });
      }
    }
    const pages = ['security', 'laws']
      .map((name) => document.pages[name])
      .filter((text): text is string => Boolean(text));
    return {
      countryCode,
      advisory: advisoryRecord('ca', countryCode, document, retrievedAt, {
        level: caLevel(sourceLevel),
        sourceLevel: sourceLevel ?? null,
        title: `${document.sourceCountryName} travel advice`,
        summary: countryHeading ? firstParagraphs(countryHeading.body) : null,
        indicators: [],
        regions,
        womenTravellers: travellerSection(pages, WOMEN_HEADING, null),
        lgbtTravellers: travellerSection(pages, LGBT_HEADING, null),
        issuedAt: document.issuedAt,
      }),
      emergency: null,
    };
  },
};
