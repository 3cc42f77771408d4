/**
 * Ireland's Department of Foreign Affairs travel advice (ireland.ie, HTML pages only). The overview
 * gives a "Security Status" in four steps: Normal Precautions, High Degree of Caution, Avoid
 * Non-Essential Travel, Do Not Travel; the words vary a little in case and punctuation from page to
 * page ("Normal precautions", "Do Not Travel.", "**High Degree of Caution**").
 */
import { type AdvisoryLevel } from '@safetrails/contracts';
import { isoCodeOf } from '../country-codes';
import { findSection, firstParagraphs, plainText } from '../markdown';
import { advisoryRecord, type AdvisoryAdapter, type ParsedCountry, type SourceDocument } from '../source-document';
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
        regions: [],
        womenTravellers: travellerSection(pages, WOMEN_HEADING, null),
        lgbtTravellers: travellerSection(pages, LGBT_HEADING, null),
        issuedAt: document.issuedAt,
      }),
      emergency: null,
    };
  },
};
