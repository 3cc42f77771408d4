/**
 * UK FCDO foreign travel advice (GOV.UK). The "Warnings and insurance" page dates the advice
 * ("Updated: 11 August 2026") and says where FCDO advises against travel: the whole country
 * ("FCDO advises against all travel to Afghanistan") or named areas, under the headings "Areas where
 * FCDO advises against travel" and "... all but essential travel". The level mapping
 * (docs/ADVISORIES.md): all travel to the whole country 4; all but essential travel to the whole
 * country (or to every part not already under "all travel") 3; some areas advised against 2; none 1.
 * "Getting help" lists the emergency numbers under "Emergency services in <country>".
 */
import { type AdvisoryLevel, type AdvisoryRegion, type EmergencyNumberSet } from '@safetrails/contracts';
import { countryNameOf, isoCodeOf } from '../country-codes';
import { areaWords, isAdviceLine, isCountryWide, listFrame, sameArea } from '../area-lines';
import { missionsOfDocument } from '../embassies';
import { findSection, firstList, firstParagraphs, itemText, parseSourceDate, plainText, sectionsOf } from '../markdown';
import {
  advisoryRecord,
  emergencyRecord,
  travellerFactsRecords,
  type AdvisoryAdapter,
  type ParsedCountry,
  type SourceDocument,
} from '../source-document';
import { emergencyNumber, LGBT_HEADING, travellerSection, WOMEN_HEADING } from '../traveller-sections';

const WOMEN_GUIDANCE = 'https://www.gov.uk/guidance/advice-for-women-travelling-abroad';
const LGBT_GUIDANCE = 'https://www.gov.uk/guidance/lesbian-gay-bisexual-and-transgender-foreign-travel-advice';

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The names a page may use for its own country: the source's, ISO's, and each without "The". */
function namesOf(document: SourceDocument, countryCode: string): string[] {
  const names = [document.sourceCountryName, countryNameOf(countryCode) ?? ''].filter(Boolean);
  return [...new Set(names.flatMap((name) => [name, name.replace(/^the\s+/i, '')]))];
}

/** The sentence the page says something in, as plain text. */
function sentenceWith(text: string, pattern: RegExp): string | null {
  const plain = plainText(text);
  const match = pattern.exec(plain);
  if (!match) return null;
  const start = plain.lastIndexOf('\n', match.index) + 1;
  const rest = plain.slice(match.index);
  const end = rest.search(/[.\n]/);
  return plain
    .slice(start, match.index + (end === -1 ? rest.length : end))
    .replace(/^•\s*/, '')
    .trim();
}

export function ukLevel(warnings: string, names: readonly string[]): { level: AdvisoryLevel; words: string | null } {
  const country = `(?:the whole of |all of )?(?:the )?(?:${names.map(escape).join('|')})(?![\\w-]| border| region)`;
  const allTravel = sentenceWith(warnings, new RegExp(`advises? against all travel to ${country}`, 'i'));
  if (allTravel) return { level: 4, words: allTravel };
  const essential =
    sentenceWith(warnings, new RegExp(`advises? against all but essential travel to ${country}`, 'i')) ??
    sentenceWith(
      warnings,
      /advises? against all (?:but essential )?travel to (?:all other (?:parts|regions|areas)|the rest) of/i,
    );
  if (essential) return { level: 3, words: essential };
  const areas = sectionsOf(warnings).find((section) => /^Areas where FCDO advises against/i.test(section.heading));
  if (areas || /FCDO advises against (?:all|all but essential) travel to/i.test(plainText(warnings))) {
    return { level: 2, words: areas?.heading ?? sentenceWith(warnings, /FCDO advises against[^.\n]*/i) };
  }
  return { level: 1, words: null };
}

/**
 * The areas under "Areas where FCDO advises against ...". Each heading below it groups areas
 * ("North East Nigeria", "State of Sinaloa"); the areas are what its sentences name: "FCDO advises
 * against all travel to:" then a list of places, or "... to the state of Sinaloa, except:" then a
 * list of exceptions, or the place in the sentence itself. A heading without such a sentence over a
 * list ("All parts:") gives each item the section's level. A sentence about another country's page
 * ("advises against all travel to Venezuela's border regions", linked) is not an area of this one.
 */
export function ukRegions(warnings: string, countryCode: string, sourceName: string): AdvisoryRegion[] {
  const regions: AdvisoryRegion[] = [];
  const add = (name: string, level: AdvisoryLevel, sourceLevel: string, group: string | null) => {
    const area = areaWords(name);
    if (!area || isAdviceLine(area) || isCountryWide(area, countryCode, sourceName)) return;
    if (regions.some((region) => region.level === level && sameArea(region.name, area))) return;
    regions.push({ name: area, level, sourceLevel, ...(group ? { group } : {}) });
  };
  const sections = sectionsOf(warnings);
  sections.forEach((areas, index) => {
    if (!/^Areas where FCDO advises against/i.test(areas.heading)) return;
    const defaultLevel: AdvisoryLevel = /all but essential/i.test(areas.heading) ? 3 : 4;
    // Most pages put each group under its own sub-heading; some leave the section empty and give the
    // group as the next heading of the same rank ("## Thailand-Malaysia border").
    const next = sections.slice(index + 1).find((section) => section.depth <= areas.depth);
    // Newer pages give the sentences and lists right under the section, with no group heading.
    const subsections = areas.body ? sectionsOf(areas.body).filter((section) => section.depth > areas.depth) : [];
    const groups =
      subsections.length > 0
        ? subsections
        : areas.body
          ? [{ heading: '', depth: areas.depth + 1, body: areas.body }]
          : next && !/^Areas where/i.test(next.heading)
            ? [next]
            : [];
    for (const group of groups) {
      const groupName = group.heading.replace(/:$/, '') || null;
      const lines = group.body.replace(/\u00a0/g, ' ').split(/\r?\n/);
      let sentences = 0;
      lines.forEach((line, at) => {
        const match =
          /FCDO (?:currently )?advises? against (all but essential|all) travel (?:to|in|within)\s*(.*)$/i.exec(line);
        if (!match || /\]\(\/foreign-travel-advice\//.test(line)) return;
        sentences++;
        const level: AdvisoryLevel = /but essential/i.test(match[1]!) ? 3 : 4;
        // The source's own sentence, up to its full stop (or its colon, before a list).
        const sourceLevel = plainText(line.slice(match.index))
          .split(/\.\s+(?=[A-Z])/)[0]!
          .replace(/[.:]\s*$/, '')
          .trim();
        // The sentence ends at its full stop: what follows is the reason or other advice.
        const object = plainText(match[2]!)
          .split(/\.\s+(?=[A-Z])/)[0]!
          .trim();
        const list = /:\s*$/.test(object) ? firstList(lines.slice(at + 1).join('\n')) : [];
        const within = /^within\b/i.test(match[0].split(/travel /i)[1] ?? '') ? 'within ' : '';
        const frame = list.length ? listFrame(`${within}${object}`) : null;
        if (list.length && /^(?:the following(?: areas| places)?)?:?$/i.test(object)) {
          for (const item of list) add(itemText(item), level, sourceLevel, groupName);
        } else if (frame) {
          // "within 50km of the border with Belarus in the following regions:" then "Volyn".
          for (const item of list) add(`${frame} in ${itemText(item)}`, level, sourceLevel, groupName);
        } else if (list.length) {
          // "to the state of Sinaloa, except:" and its list: one area with its exceptions.
          add(
            `${within}${object.replace(/:\s*$/, '')}: ${list.map(itemText).join('; ')}`,
            level,
            sourceLevel,
            groupName,
          );
        } else {
          add(`${within}${object}`, level, sourceLevel, groupName);
        }
      });
      if (sentences === 0) {
        // "### All parts:" over a list of regions: each listed region at the section's level.
        for (const item of firstList(group.body)) add(itemText(item), defaultLevel, areas.heading, groupName);
      }
    }
  });
  return regions;
}

export function ukEmergency(gettingHelp: string): EmergencyNumberSet | null {
  const section = findSection(gettingHelp, /^Emergency services in/i);
  if (!section) return null;
  const found: { -readonly [Service in keyof EmergencyNumberSet]: EmergencyNumberSet[Service] } = {
    general: null,
    police: null,
    ambulance: null,
    fire: null,
    touristPolice: null,
    womensHelpline: null,
  };
  for (const raw of section.body.split('\n')) {
    const line = plainText(raw).replace(/^•\s*/, '');
    // "Telephone: 112 (ambulance, fire, police)", and on some pages without the colon.
    const label = (/^([^:]+):/.exec(line)?.[1] ?? /^(telephone|phone)\b/i.exec(line)?.[1])?.toLowerCase().trim();
    if (!label) continue;
    const parsed = emergencyNumber(line.replace(/^(telephone|phone)\s+(?=\d)/i, '$1: '));
    const entry = parsed && { ...parsed, label: line.trim() };
    if (!entry) continue;
    if (/^(?:telephone|phone)$/.test(label)) {
      found.general ??= entry;
    } else if (/^tourist police/.test(label)) {
      found.touristPolice ??= entry;
    } else if (/^(?:police|ambulance|fire|ambulance and fire|fire and ambulance|police and ambulance)\b/.test(label)) {
      if (/police/.test(label) && !/tourist|traffic/.test(label)) found.police ??= entry;
      if (/ambulance/.test(label)) found.ambulance ??= entry;
      if (/fire/.test(label)) found.fire ??= entry;
    }
  }
  return Object.values(found).some(Boolean) ? found : null;
}

export const ukAdapter: AdvisoryAdapter = {
  source: 'uk',
  parse(document: SourceDocument, retrievedAt: string): ParsedCountry | null {
    const countryCode = isoCodeOf('uk', document.sourceCountryName);
    if (!countryCode) return null;
    const warnings = document.pages['Warnings and insurance'] ?? '';
    const safety = document.pages['Safety and security'] ?? '';
    const updated = /Updated:\s*\n:\s*([^\n]+)/.exec(warnings)?.[1];
    const issuedAt = parseSourceDate(updated) ?? document.issuedAt;
    const level = ukLevel(warnings, namesOf(document, countryCode));
    const latest = /Latest update:\s*\n:\s*([^\n]+)/.exec(warnings)?.[1];
    const firstWarning = sectionsOf(warnings).find((section) => section.depth === 2 && section.body);
    const summary = firstParagraphs(
      [level.words, latest ? `Latest update: ${plainText(latest)}` : null, level.level >= 3 ? firstWarning?.body : null]
        .filter(Boolean)
        .join('\n\n'),
    );
    const emergency = ukEmergency(document.pages['Getting help'] ?? '');
    return {
      countryCode,
      advisory: advisoryRecord('uk', countryCode, document, retrievedAt, {
        level: level.level,
        sourceLevel: level.words,
        title: `${document.sourceCountryName} travel advice`,
        summary,
        indicators: [],
        regions: ukRegions(warnings, countryCode, document.sourceCountryName),
        womenTravellers: travellerSection([safety], WOMEN_HEADING, WOMEN_GUIDANCE),
        lgbtTravellers: travellerSection([safety], LGBT_HEADING, LGBT_GUIDANCE),
        issuedAt,
      }),
      emergency: emergencyRecord('uk', countryCode, emergency, {
        url: `${document.url.replace(/\/$/, '')}/getting-help`,
        checkedAt: issuedAt,
        retrievedAt,
      }),
      travellerFacts: travellerFactsRecords('uk', countryCode, document, {
        retrievedAt,
        checkedAt: issuedAt,
        missions: missionsOfDocument('uk', document),
        missionsUrl: `${document.url.replace(/\/$/, '')}/getting-help`,
      }),
    };
  },
};
