/**
 * Ireland's Department of Foreign Affairs travel advice (ireland.ie, HTML pages only). The overview
 * gives a "Security Status" in four steps: Normal Precautions, High Degree of Caution, Avoid
 * Non-Essential Travel, Do Not Travel; the words vary a little in case and punctuation from page to
 * page ("Normal precautions", "Do Not Travel.", "**High Degree of Caution**").
 */
import { type AdvisoryLevel, type AdvisoryRegion } from '@safetrails/contracts';
import { areaWords, isAdviceLine, isAnotherCountry, isCountryWide, sameArea } from '../area-lines';
import { isoCodeOf } from '../country-codes';
import { missionsOfDocument } from '../embassies';
import { findSection, firstList, firstParagraphs, itemText, plainText } from '../markdown';
import {
  advisoryRecord,
  travellerFactsRecords,
  type AdvisoryAdapter,
  type ParsedCountry,
  type SourceDocument,
} from '../source-document';
import { LGBT_HEADING, travellerSection, WOMEN_HEADING } from '../traveller-sections';

const LEVELS: readonly [RegExp, AdvisoryLevel][] = [
  [/^do not travel/i, 4],
  [/^avoid non[- ]essential travel/i, 3],
  [/^high degree of caution/i, 2],
  [/^normal (?:safety )?precaution/i, 1],
];

export function ieLevel(words: string | null | undefined): AdvisoryLevel | null {
  if (!words) return null;
  return LEVELS.find(([pattern]) => pattern.test(words.trim()))?.[1] ?? null;
}

/**
 * The areas the overview advises against in its own sentences: "We advise against all travel to
 * the following areas:" (or "The Irish Embassy advises against ...", "citizens should avoid ...") then a list, or "We advise against all travel within 20km of the border
 * region between Thailand and Cambodia, ..." Ireland gives no regional levels otherwise.
 */
export function ieRegions(overview: string, countryCode: string, sourceName: string): AdvisoryRegion[] {
  const regions: AdvisoryRegion[] = [];
  const lines = overview.replace(/\u00a0/g, ' ').split(/\r?\n/);
  lines.forEach((line, at) => {
    const plain = plainText(line);
    // "We advise against all travel to", "The Irish Embassy advises against all travel to:", "citizens
    // should currently avoid non-essential travel to the following areas:", "travellers are ... strongly
    // advised avoiding all non-essential travel to".
    const match =
      /\b(?:we|the (?:irish )?embassy|the department(?: of foreign affairs)?|(?:irish )?citizens|travellers)\s+(?:are\s+)?(?:(?:currently|strongly|continue to|continues to|reminded and strongly|should)\s+)*(?:(?:advises?|recommends?)\s+(?:irish citizens\s+|citizens\s+)?(?:against|to avoid)|advised\s+(?:against|avoiding|to avoid)|avoid)\s+(all travel|all but essential travel|all non-essential travel|non-essential travel)(?:\s+(to|within|near|in)\b)?\s*(.*)$/i.exec(
        plain,
      );
    // "… where the Department advises against all travel, your travel insurance is likely to be
    // invalidated": a sentence about such areas, naming none.
    if (!match || (!match[2] && /^[,.;]/.test(match[3]!.trim()))) return;
    const level: AdvisoryLevel = /^all travel/i.test(match[1]!) ? 4 : 3;
    const sourceLevel = plain
      .slice(match.index, match.index + match[0].length - match[3]!.length)
      .replace(/\s+(?:to|in|within|near)\s*$/i, '')
      .trim();
    const prefix = /^(?:within|near)$/i.test(match[2] ?? '') ? `${match[2]!.toLowerCase()} ` : '';
    const object = match[3]!.split(/\.\s+(?=[A-Z])|,\s+where\b/)[0]!.trim();
    const list = /:\s*$/.test(object) ? firstList(lines.slice(at + 1).join('\n')) : [];
    const texts =
      list.length && /^(?:the following(?: specific)?(?: areas| regions| places)?)?:?$/i.test(object)
        ? list.map((item) => itemText(item).replace(/^to\s+/i, ''))
        : [
            list.length
              ? `${prefix}${object.replace(/:\s*$/, '')}: ${list.map(itemText).join('; ')}`
              : `${prefix}${object}`,
          ];
    for (const text of texts) {
      const area = areaWords(text);
      if (!area || isAdviceLine(area) || isCountryWide(area, countryCode, sourceName)) continue;
      if (isAnotherCountry(area, countryCode)) continue;
      if (regions.some((region) => region.level === level && sameArea(region.name, area))) continue;
      regions.push({ name: area, level, sourceLevel });
    }
  });
  return regions;
}

export const ieAdapter: AdvisoryAdapter = {
  source: 'ie',
  parse(document: SourceDocument, retrievedAt: string): ParsedCountry | null {
    const countryCode = isoCodeOf('ie', document.sourceCountryName);
    if (!countryCode) return null;
    // The current pages call it "Travel to <country> overview"; older recordings just "Overview".
    const titles = Object.keys(document.pages);
    const overviewTitle =
      titles.find((title) => /^travel to .*overview$/i.test(title)) ?? titles.find((title) => /overview/i.test(title));
    const overview = overviewTitle ? document.pages[overviewTitle]! : '';
    const statusBody = findSection(overview, /^Security Status$/i)?.body ?? '';
    const statusLine =
      plainText(statusBody)
        .split('\n')
        .find((line) => line.trim()) ?? null;
    const sourceLevel = statusLine ? statusLine.replace(/\.$/, '').trim() : null;
    const level = ieLevel(sourceLevel);
    const alert = findSection(overview, /^Travel Alert$/i)?.body ?? '';
    const general = findSection(overview, /^General Travel Advice$/i)?.body ?? '';
    const pages = Object.entries(document.pages)
      .filter(([title]) => /safety|laws|additional/i.test(title))
      .map(([, text]) => text);
    return {
      countryCode,
      advisory: advisoryRecord('ie', countryCode, document, retrievedAt, {
        level,
        sourceLevel: level ? sourceLevel : null,
        title: `Travel advice: ${document.sourceCountryName}`,
        summary: firstParagraphs(alert || general),
        indicators: [],
        regions: ieRegions(overview, countryCode, document.sourceCountryName),
        womenTravellers: travellerSection(pages, WOMEN_HEADING, null),
        lgbtTravellers: travellerSection(pages, LGBT_HEADING, null),
        issuedAt: document.issuedAt,
      }),
      emergency: null,
      travellerFacts: travellerFactsRecords('ie', countryCode, document, {
        retrievedAt,
        checkedAt: document.issuedAt,
        missions: missionsOfDocument('ie', document),
      }),
    };
  },
};
