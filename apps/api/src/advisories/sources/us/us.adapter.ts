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
import { firstParagraphs, parseSourceDate, plainText, sectionsOf } from '../markdown';
import { advisoryRecord, type AdvisoryAdapter, type ParsedCountry, type SourceDocument } from '../source-document';
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

const REGION_LISTS: readonly [RegExp, AdvisoryLevel][] = [
  [/^do not travel to/i, 4],
  [/^reconsider travel to/i, 3],
  [/^exercise increased caution/i, 2],
  [/^exercise normal precautions/i, 1],
];

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
    const level = parseUsLevel(levelHeading?.heading ?? '') ?? parseUsLevel(document.indexLevel ?? '');
    const dated = sections.find((section) => /^Travel Advisory\s+\w+ \d{1,2}, \d{4}/i.test(section.heading));
    const issuedAt = parseSourceDate(dated?.heading.replace(/^Travel Advisory\s+/i, '')) ?? document.issuedAt;

    // The country-wide part of the text: up to the first regional list or the advice on what to do.
    const body =
      page.split(
        /\n\*\*(?:Do Not Travel To|Reconsider Travel To|Exercise Increased Caution|Exercise Normal Precautions|If you decide to travel)/i,
      )[0] ?? '';
    const withoutLegend = body.replace(/^\[[A-Z]\]\(javascript:void\(0\);[^\n]*$/gm, '');
    const summaryMatch = /\*\*(?:Advisory|Country) Summary:\*\*\s*([\s\S]*?)(?:\n\s*\n|$)/i.exec(withoutLegend);
    const levelSentence = /\n((?:Exercise|Reconsider|Do not)[^\n]*\bdue to\b[^\n]*)/i.exec(withoutLegend)?.[1] ?? '';
    const summary = summaryMatch
      ? firstParagraphs(`${levelSentence ? `${levelSentence}\n\n` : ''}${summaryMatch[1]}`)
      : firstParagraphs(levelSentence || withoutLegend.replace(/^#.*$/gm, ''));

    const boldWords = [...levelSentence.matchAll(/\*\*([^*]+)\*\*/g)].map((match) => match[1]!).join(' ');
    const indicators: AdvisoryIndicator[] = INDICATOR_WORDS.filter(([words]) => words.test(boldWords)).map(
      ([, code]) => ({ code, name: US_RISK_INDICATORS[code] }),
    );

    const regions: AdvisoryRegion[] = [];
    for (const section of sections) {
      const list = REGION_LISTS.find(([heading]) => heading.test(section.heading));
      if (!list) continue;
      for (const item of section.body
        .split('\n')
        .filter((line) => /^\s*[*+-]\s+/.test(line) && !/^\s{2,}/.test(line))) {
        const text = plainText(item).replace(/^•\s*/, '');
        const name = text
          .split(/\s+due to\b/i)[0]!
          .replace(/[.:;,]+$/, '')
          .trim();
        if (name) regions.push({ name, level: list[1], sourceLevel: `${section.heading.replace(/:$/, '')}: ${text}` });
      }
    }

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
    };
  },
};
