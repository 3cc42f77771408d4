/**
 * U.S. Department of State travel advisories. The advisory page gives its date ("Travel Advisory
 * May 28, 2025"), the level in its title ("France - Level 2: Exercise Increased Caution"), a summary,
 * the risk indicators named in the text ("due to **terrorism** and **civil unrest**") and, for some
 * countries, lists of regions per level ("Do Not Travel To:"). Mexico-style pages give no country-wide
 * level, only regions: the record then has `level: null`.
 */
import {
  US_RISK_INDICATORS,
  type AdvisoryIndicator,
  type AdvisoryLevel,
  type AdvisoryRegion,
  type UsRiskIndicator,
} from '@safetrails/contracts';
import { isoCodeOf } from '../country-codes';
import { missionsOfDocument } from '../embassies';
import { areaWords, isAdviceLine, isCountryWide, sameArea } from '../area-lines';
import { firstList, firstParagraphs, parseSourceDate, plainText, sectionsOf } from '../markdown';
import {
  advisoryRecord,
  travellerFactsRecords,
  type AdvisoryAdapter,
  type ParsedCountry,
  type SourceDocument,
} from '../source-document';
import { LGBT_HEADING, travellerSection, WOMEN_HEADING } from '../traveller-sections';

/** The words of the advisory text that name each indicator. */
const INDICATOR_WORDS: readonly [RegExp, UsRiskIndicator][] = [
  [/\bcrime\b/i, 'C'],
  [/\bterrorism\b/i, 'T'],
  [/civil unrest/i, 'U'],
  [/\bhealth\b/i, 'H'],
  [/natural disaster/i, 'N'],
  [/\bkidnapping\b|hostage/i, 'K'],
  [/wrongful detention/i, 'D'],
  [/\bevent\b/i, 'E'],
  [/\bother\b/i, 'O'],
];

const LEVEL_WORDS: readonly [RegExp, AdvisoryLevel][] = [
  [/^do not travel/i, 4],
  [/^reconsider travel/i, 3],
  [/^exercise increased caution/i, 2],
  [/^exercise normal precautions/i, 1],
];

function levelOfWords(words: string): AdvisoryLevel | null {
  return LEVEL_WORDS.find(([pattern]) => pattern.test(words.trim()))?.[1] ?? null;
}

/**
 * The areas a U.S. advisory rates apart, in its two forms: lists under a bold level line ("**Do Not
 * Travel To:**" then "* Sinaloa state due to crime"), and an area's own bold heading with its level
 * ("**Sinaloa state – Level 4: Do Not Travel**", "**Manipur  \nDo not travel to Manipur due to
 * ...**"). Only the list right under a level line counts: the lists further down are the risks
 * and the advice, not places. An area named twice keeps its first mention.
 */
export function usRegions(page: string, countryCode: string, sourceName: string): AdvisoryRegion[] {
  const regions: AdvisoryRegion[] = [];
  const add = (name: string, level: AdvisoryLevel, sourceLevel: string, group?: string) => {
    const area = areaWords(name).replace(/^the following areas?:?$/i, '');
    if (!area || isAdviceLine(area) || isCountryWide(area, countryCode, sourceName)) return;
    if (regions.some((region) => sameArea(region.name, area) && region.group === group)) return;
    regions.push({ name: area, level, sourceLevel, ...(group ? { group } : {}) });
  };
  // "** **" joins of one bold run split in two ("**The border region** **– Level 4: ...**"), on one
  // line only: a bold line ending "***" must not swallow the bold level line after it.
  const text = page.replace(/\*\*[ \t]*\*\*/g, ' ');
  const lines = text.split(/\r?\n/);
  lines.forEach((line, index) => {
    // "**Do Not Travel To:**", and the newer plain "Reconsider Travel To:" line.
    const heading =
      /^\*\*\s*((?:Do Not Travel|Reconsider Travel|Exercise Increased Caution|Exercise Normal Precautions)[^*]*?)\s*:?\s*\*\*\s*:?\s*$/i.exec(
        line.trim(),
      ) ??
      /^((?:Do Not Travel|Reconsider Travel|Exercise Increased Caution)\s+(?:to|in|when traveling to))\s*:\s*$/i.exec(
        line.trim(),
      );
    if (!heading) return;
    const words = heading[1]!.replace(/\s+(?:to|when traveling to|in)\s*:?$/i, '').trim();
    const level = levelOfWords(words);
    if (!level) return;
    for (const item of firstList(lines.slice(index + 1).join('\n'))) add(item.text, level, words);
  });
  const levelLine = (line: string) =>
    /^\*\*.*\*\*$/.test(line.trim())
      ? /^(.+?)\s*(?:[–—]|\s-\s)\s*((?:Level\s*[1-4]\s*:\s*)?(?:Do Not Travel|Reconsider Travel|Exercise Increased Caution|Exercise Normal Precautions))\s*$/i.exec(
          plainText(line),
        )
      : null;
  lines.forEach((line, index) => {
    const match = levelLine(line);
    if (!match) return;
    const words = match[2]!.trim();
    const level = parseUsLevel(words)?.level ?? levelOfWords(words);
    if (!level) return;
    add(match[1]!, level, words);
    // "**St. Ann’s Parish -** Steer Town and the Buckfield neighborhood near Ocho Rios.": the places
    // of each unit under the level line, its name the heading they are read within.
    for (const next of lines.slice(index + 1)) {
      if (levelLine(next) || /^#{1,6}\s/.test(next.trim())) break;
      const unit = /^\*\*([^*]+?)\s*[-–—]\s*\*\*\s*(\S.*)$/.exec(next.trim());
      if (unit) add(plainText(unit[2]!), level, words, plainText(unit[1]!));
    }
  });
  for (const match of text.matchAll(
    /^\*\*([^*\n]+?):?[ \t]*\n((?:Do not travel|Reconsider travel|Exercise increased caution|Exercise normal precautions)[^\n]*)/gim,
  )) {
    const sentence = plainText(match[2]!);
    const level = levelOfWords(sentence);
    // "Do not travel to this area (except for visits to the eastern Ladakh region ...)": the
    // exception belongs to the area.
    const exception = /\((?:except|excluding)[^)]*\)/i.exec(sentence)?.[0];
    const name = plainText(match[1]!).replace(/:$/, '');
    if (level) add(exception ? `${name} ${exception}` : name, level, sentence.split(/\s+(?:to|in)\b/i)[0]!);
  }
  return regions;
}

/**
 * One page for several territories, each with its own level ("Mainland China, Hong Kong & Macau -
 * See Summaries": "#### Macau Special Administrative Region (SAR) – Level 3: Reconsider Travel"):
 * the section of the territory the document is for, by its name, or null on a one-country page.
 */
export function territorySection(page: string, territory: string): { heading: string; text: string } | null {
  const lines = page.split(/\r?\n/);
  const headings = lines.flatMap((line, index) => {
    const match = /^\[?#{2,6}\s*([^\]\n]+?)\s+[–—-]\s+(Level\s*[1-4]\s*:[^\]\n"]+?)\s*(?:\]|$)/.exec(line.trim());
    // The page's own heading ("Mainland China, Hong Kong & Macau - See Summaries - Level 2") is no territory's.
    return match && !/see summar/i.test(match[1]!) ? [{ index, name: match[1]!.trim(), level: match[2]!.trim() }] : [];
  });
  if (headings.length < 2) return null;
  const key = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z]+/g, ' ')
      .trim();
  const own = headings.find((heading) => ` ${key(heading.name)} `.includes(` ${key(territory)} `));
  if (!own) return null;
  const next = headings.find((heading) => heading.index > own.index);
  return {
    heading: `${own.name} – ${own.level}`,
    text: lines.slice(own.index + 1, next?.index ?? lines.length).join('\n'),
  };
}

export function parseUsLevel(text: string): { level: AdvisoryLevel; words: string } | null {
  const match = /Level\s*([1-4])\s*[:-]\s*([^\n*#]+)/i.exec(text);
  if (!match) return null;
  return { level: Number(match[1]) as AdvisoryLevel, words: `Level ${match[1]}: ${match[2]!.trim()}` };
}

export const usAdapter: AdvisoryAdapter = {
  source: 'us',
  parse(document: SourceDocument, retrievedAt: string): ParsedCountry | null {
    const countryCode = isoCodeOf('us', document.sourceCountryName);
    if (!countryCode) return null;
    const page = document.pages['Advisory'] ?? '';
    const sections = sectionsOf(page);
    const title =
      sections.find((section) => section.depth === 1)?.heading ?? `${document.sourceCountryName} Travel Advisory`;
    const levelHeading = sections.find((section) => /Level\s*[1-4]/i.test(section.heading));
    // A page for several territories: the document's own territory's section and level.
    const territory = territorySection(page, document.sourceCountryName);
    const level =
      parseUsLevel(territory?.heading ?? '') ??
      parseUsLevel(levelHeading?.heading ?? '') ??
      parseUsLevel(document.indexLevel ?? '');
    const dated = sections.find((section) => /^Travel Advisory\s+\w+ \d{1,2}, \d{4}/i.test(section.heading));
    const issuedAt = parseSourceDate(dated?.heading.replace(/^Travel Advisory\s+/i, '')) ?? document.issuedAt;

    // The country-wide part of the text: up to the first regional list or the advice on what to do.
    const body =
      page.split(
        /\n\*\*(?:Do Not Travel To|Reconsider Travel To|Exercise Increased Caution|Exercise Normal Precautions|If you decide to travel)/i,
      )[0] ?? '';
    const withoutLegend = (territory ? `\n${territory.text}` : body).replace(
      /^\[[A-Z]\]\(javascript:void\(0\);[^\n]*$/gm,
      '',
    );
    const summaryMatch = /\*\*(?:Advisory|Country) Summary:\*\*\s*([\s\S]*?)(?:\n\s*\n|$)/i.exec(withoutLegend);
    const levelSentence = /\n((?:Exercise|Reconsider|Do not)[^\n]*\bdue to\b[^\n]*)/i.exec(withoutLegend)?.[1] ?? '';
    const summary = summaryMatch
      ? firstParagraphs(`${levelSentence ? `${levelSentence}\n\n` : ''}${summaryMatch[1]}`)
      : firstParagraphs(levelSentence || withoutLegend.replace(/^#.*$/gm, ''));

    const boldWords = [...levelSentence.matchAll(/\*\*([^*]+)\*\*/g)].map((match) => match[1]!).join(' ');
    const indicators: AdvisoryIndicator[] = INDICATOR_WORDS.filter(([words]) => words.test(boldWords)).map(
      ([, code]) => ({ code, name: US_RISK_INDICATORS[code] }),
    );

    const regions = usRegions(page, countryCode, document.sourceCountryName);

    const otherPages = ['Local Laws & Special Circumstances', 'Safety and Security']
      .map((name) => document.pages[name])
      .filter((text): text is string => Boolean(text));
    return {
      countryCode,
      advisory: advisoryRecord('us', countryCode, document, retrievedAt, {
        level: level?.level ?? null,
        sourceLevel: level?.words ?? null,
        title,
        summary,
        indicators,
        regions,
        womenTravellers: travellerSection(otherPages, WOMEN_HEADING, null),
        lgbtTravellers: travellerSection(otherPages, LGBT_HEADING, null),
        issuedAt,
      }),
      emergency: null,
      travellerFacts: travellerFactsRecords('us', countryCode, document, {
        retrievedAt,
        checkedAt: issuedAt,
        missions: missionsOfDocument('us', document),
      }),
    };
  },
};
