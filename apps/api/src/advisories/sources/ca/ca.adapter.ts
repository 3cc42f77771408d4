/**
 * Government of Canada travel advice and advisories (travel.gc.ca). Four risk levels in the source's
 * words; the index adds "(with regional advisories)" where parts of a country are rated apart. The
 * "Risk level" page names the country-wide level ("### Mexico - Exercise a high degree of caution")
 * and each regional one ("### Regional Advisory - Avoid non-essential travel" with a list, or
 * "### Manipur - Avoid non-essential travel").
 */
import { type AdvisoryLevel, type AdvisoryRegion } from '@safetrails/contracts';
import { isoCodeOf } from '../country-codes';
import { areaWords, isAdviceLine, isCountryWide, listFrame } from '../area-lines';
import { firstList, firstParagraphs, itemText, plainText, sectionsOf, type Section } from '../markdown';
import {
  advisoryRecord,
  travellerFactsRecords,
  type AdvisoryAdapter,
  type ParsedCountry,
  type SourceDocument,
} from '../source-document';
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

/** A sentence over a list that makes the list's towns part of the section's area. */
const INCLUDES_TOWNS =
  /\b(?:this|the)\s+(?:warning|advisory)\s+(?:also\s+)?includes\b[^:]*\b(?:cities|towns|communities)\s+of:\s*$/i;

/**
 * The areas of the "Risk level" page: each "### <name> - <level>" heading other than the country's.
 * A heading over a list ("Regional Advisory", "Border areas", "Regional risk level") gives each item
 * as an area, its nested items with it ("Meta, excluding:" then "city of Villavicencio"); a
 * heading without a list names its area itself ("Calabar and Lagos").
 */
export function caRegions(
  headings: readonly Section[],
  countryHeading: Section | undefined,
  countryCode: string,
  sourceName: string,
): AdvisoryRegion[] {
  const regions: AdvisoryRegion[] = [];
  for (const section of headings) {
    if (section === countryHeading) continue;
    const [name, ...rest] = section.heading.split(' - ');
    const words = rest.join(' - ');
    const level = caLevel(words);
    if (!level || !name) continue;
    const lines = section.body.split(/\r?\n/);
    const start = lines.findIndex((line) => /^[*+-]\s+/.test(line));
    const items = start >= 0 ? firstList(lines.slice(start).join('\n')) : [];
    // "to areas within 10 km of the border with Pakistan in the following states:" then "Punjab":
    // each item is that zone within the state, not the whole state.
    const intro = plainText(lines.slice(0, Math.max(start, 0)).join('\n'));
    // "Within Guatemala City:" right over the list: the place its items are in, kept as their heading.
    const leadIn = /(?:^|\n)\s*((?:within|in)\s+[^\n:]{2,60}):\s*$/i.exec(intro)?.[1];
    const framed = listFrame(/\b(?:travel|caution|precautions)\s+(?:to|in)\s+(.*)$/i.exec(intro)?.[1] ?? '');
    // "Avoid all travel to within 30 km of the border with Burkina Faso … This warning includes …
    // the cities of:" then "Cinkassé": one area, the towns listed in it.
    const zone = INCLUDES_TOWNS.test(intro)
      ? /\b(?:travel|caution|precautions)\s+(?:to|in)\s+(.+?)(?:,?\s+(?:due to|because of)\b|\.)/i.exec(intro)?.[1]
      : undefined;
    const areas = zone
      ? [`${zone}, including the cities of ${items.map(itemText).join(', ')}`]
      : items.length
        ? items.map((item) => (framed ? `${framed} in ${itemText(item)}` : itemText(item)))
        : [name.trim()];
    for (const text of areas) {
      const area = areaWords(text);
      if (!area || isAdviceLine(area) || isCountryWide(area, countryCode, sourceName)) continue;
      regions.push({
        name: area,
        level,
        sourceLevel: words,
        ...(items.length && !zone ? { group: leadIn && !framed ? leadIn.trim() : name.trim() } : {}),
      });
    }
  }
  return regions;
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
    const regions = caRegions(headings, countryHeading, countryCode, document.sourceCountryName);
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
      // Canada's country pages as recorded carry no embassy list (docs/TRAVELLERS.md).
      travellerFacts: travellerFactsRecords('ca', countryCode, document, {
        retrievedAt,
        checkedAt: document.issuedAt,
        missions: null,
      }),
    };
  },
};
