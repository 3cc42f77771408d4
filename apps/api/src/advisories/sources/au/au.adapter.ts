/**
 * Australia's Smartraveller (DFAT). Four advice levels in the source's words; the overview's
 * "Advice levels" section states the country-wide level ("Exercise a high degree of caution in
 * France") and regional ones ("Do not travel to ..."). "Local contacts" lists the emergency numbers
 * per service ("#### Police" then "Call 112.") and, for some countries, a line for victims of
 * domestic or sexual violence.
 */
import {
  type AdvisoryLevel,
  type AdvisoryRegion,
  type EmergencyNumber,
  type EmergencyNumberSet,
} from '@safetrails/contracts';
import { isoCodeOf } from '../country-codes';
import { missionsOfDocument } from '../embassies';
import { areaWords, isAdviceLine, isCountryWide, sameArea } from '../area-lines';
import { findSection, firstList, firstParagraphs, itemText, plainText } from '../markdown';
import {
  advisoryRecord,
  emergencyRecord,
  travellerFactsRecords,
  type AdvisoryAdapter,
  type ParsedCountry,
  type SourceDocument,
} from '../source-document';
import { LGBT_HEADING, numbersIn, travellerSection, WOMEN_HEADING } from '../traveller-sections';

const LEVELS: readonly [RegExp, AdvisoryLevel][] = [
  [/^do not travel/i, 4],
  [/^reconsider your need to travel/i, 3],
  [/^exercise a high degree of caution/i, 2],
  [/^exercise normal safety precautions/i, 1],
];

export function auLevel(words: string | null | undefined): AdvisoryLevel | null {
  if (!words) return null;
  return LEVELS.find(([pattern]) => pattern.test(words.trim()))?.[1] ?? null;
}

/** A line's numbers and the line itself, verbatim, as the label; null without a number. */
function lineNumbers(line: string): EmergencyNumber | null {
  const numbers = numbersIn(line);
  return numbers.length ? { number: numbers[0]!, numbers, label: line } : null;
}

/**
 * "Local contacts": each service's section ("#### Police", "#### Medical emergencies") and its
 * "Call ..." lines, each kept verbatim with every number it gives. A line that says what its number
 * is for ("Call 800-14-0081 for English-speaking tourist police.") goes to that service; the
 * section's other line is the section's. One number for fire, medical emergencies and police is the
 * general number, derived by us from those three lines (kept with it).
 */
export function auEmergency(contacts: string): EmergencyNumberSet | null {
  const callLines = (heading: RegExp): string[] => {
    const section = findSection(contacts, heading);
    return section
      ? plainText(section.body)
          .split('\n')
          .filter((text) => /\bcall\b/i.test(text) && numbersIn(text).length > 0)
      : [];
  };
  const first = (lines: readonly string[]) => (lines[0] ? lineNumbers(lines[0]) : null);
  const isTouristPolice = (line: string) => /\bfor\b[^.]*tourist police/i.test(line);
  const fire = first(callLines(/^fire/i));
  const ambulance = first(callLines(/^medical emergenc/i));
  const policeLines = callLines(/^police$/i);
  const police = first(policeLines.filter((line) => !isTouristPolice(line)));
  const touristPolice = first(policeLines.filter(isTouristPolice));
  const helplineLine = plainText(contacts)
    .split('\n')
    .find((line) => /\bcall\b[^.]*\bfor\b[^.]*(domestic|sexual|gender-based|family) violence|women/i.test(line));
  const same = (a: EmergencyNumber, b: EmergencyNumber) =>
    (a.numbers ?? [a.number]).join() === (b.numbers ?? [b.number]).join();
  const numbers: EmergencyNumberSet = {
    general:
      fire && ambulance && police && same(fire, ambulance) && same(ambulance, police)
        ? {
            number: police.number,
            numbers: police.numbers,
            label: police.label,
            derivedFrom: {
              lines: [fire.label, ambulance.label, police.label],
              ours: 'The same number for fire and rescue, medical emergencies and police',
            },
          }
        : null,
    police,
    ambulance,
    fire,
    touristPolice,
    womensHelpline: helplineLine ? lineNumbers(helplineLine) : null,
  };
  return Object.values(numbers).some(Boolean) ? numbers : null;
}

/**
 * The areas of the overview's "Advice levels": "Do not travel to:" then a list (one area an item),
 * or, where no list follows, "Do not travel to A, B and C." (one area, the resolver splits its
 * places). The pages often give both for one level; the list wins. "in Colombia overall" and "to
 * Nigeria overall" are the country-wide level.
 */
export function auRegions(advice: string, countryCode: string, sourceName: string): AdvisoryRegion[] {
  const regions: AdvisoryRegion[] = [];
  const blocks = advice.split(/\n\s*\n/);
  const listed = new Set<AdvisoryLevel>();
  const inline: { text: string; level: AdvisoryLevel; paragraph: string }[] = [];
  blocks.forEach((block, index) => {
    const paragraph = plainText(block);
    const level = auLevel(paragraph);
    const words = LEVELS.find(([pattern]) => pattern.test(paragraph))?.[0];
    const rest = words ? paragraph.replace(words, '') : '';
    if (!level || !/^\s*to\b/i.test(rest)) return;
    const sourceLevel = paragraph.match(words!)![0];
    // "to:" then a list, or "to the following locations due to ...:" then a list.
    if (
      /^\s*to:?\s*$/i.test(rest) ||
      /^\s*to\s+(?:the\s+following|these)\s+(?:locations|areas|places|regions)\b[^.]*:\s*$/i.test(rest)
    ) {
      for (const item of firstList(blocks.slice(index + 1).join('\n\n'))) {
        const area = areaWords(itemText(item));
        if (!area || isAdviceLine(area) || isCountryWide(area, countryCode, sourceName)) continue;
        listed.add(level);
        regions.push({ name: area, level, sourceLevel });
      }
      return;
    }
    const text = areaWords(rest.replace(/^\s*to:?\s*/i, '').split(/\.\s/)[0]!);
    if (text && !isCountryWide(text, countryCode, sourceName)) inline.push({ text, level, paragraph: sourceLevel });
  });
  for (const { text, level, paragraph } of inline) {
    if (listed.has(level) || regions.some((region) => region.level === level && sameArea(region.name, text))) continue;
    regions.push({ name: text, level, sourceLevel: paragraph });
  }
  return regions;
}

export const auAdapter: AdvisoryAdapter = {
  source: 'au',
  parse(document: SourceDocument, retrievedAt: string): ParsedCountry | null {
    const countryCode = isoCodeOf('au', document.sourceCountryName);
    if (!countryCode) return null;
    const overview = document.pages['overview'] ?? '';
    const advice = findSection(overview, /^Advice levels$/i)?.body ?? '';
    const paragraphs = advice
      .split(/\n\s*\n/)
      .map((paragraph) => plainText(paragraph))
      .filter(Boolean);
    const countryWide = paragraphs.find(
      (paragraph) => auLevel(paragraph) && / in /i.test(paragraph.split(/ due to /)[0]!),
    );
    const sourceLevel = document.indexLevel?.trim() || countryWide?.split(/ in /i)[0] || null;
    const regions = auRegions(advice, countryCode, document.sourceCountryName);
    const summaryText = /Advice Level summary\s*\n+([\s\S]*?)\n## /i.exec(overview)?.[1] ?? countryWide ?? '';
    const page = (title: string) => document.pages[title] ?? document.pages[title.replace(/ /g, '_')];
    const pages = ['Safety', 'Local laws'].map(page).filter((text): text is string => Boolean(text));
    const emergency = auEmergency(page('Local contacts') ?? '');
    const issuedAt = document.issuedAt;
    return {
      countryCode,
      advisory: advisoryRecord('au', countryCode, document, retrievedAt, {
        level: auLevel(sourceLevel),
        sourceLevel,
        title: `${document.sourceCountryName} travel advice`,
        summary: firstParagraphs(summaryText.replace(/^We advise:\s*/i, '')),
        indicators: [],
        regions,
        womenTravellers: travellerSection(pages, WOMEN_HEADING, null),
        lgbtTravellers: travellerSection(pages, LGBT_HEADING, null),
        issuedAt,
      }),
      emergency: emergencyRecord('au', countryCode, emergency, { url: document.url, checkedAt: issuedAt, retrievedAt }),
      travellerFacts: travellerFactsRecords('au', countryCode, document, {
        retrievedAt,
        checkedAt: issuedAt,
        missions: missionsOfDocument('au', document),
      }),
    };
  },
};
