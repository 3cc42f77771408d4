/**
 * A government's own embassies and consulates in a country, read off the page that lists them (DATA.md
 * "More sources"): the U.S. "Embassies and Consulates" page, Smartraveller's "Local contacts",
 * Ireland's "Embassy contact", and GOV.UK's "Getting help", which gives the FCDO's London line and a
 * link rather than a mission's number. Each mission starts at its name (a heading, or a link such as
 * "[U.S. Embassy Paris](…)"); its lines up to the next mission are its address, then labelled
 * lines: "Telephone:", "Phone:", "Tel:", "Emergency After-Hours Telephone:". Only what the page states
 * is kept, as it writes it.
 */
import type { AdvisorySource, ConsularMission } from '@safetrails/contracts';
import {
  countryLineOf,
  departmentLineOf,
  firstPhoneIn,
  oneLabelPerLine,
  phoneText,
  sentenceWith,
} from './citizens-lines';
import { linksOf, plainText } from './markdown';
import type { MissionFindings, SourceDocument } from './source-document';
import { numbersIn } from './traveller-sections';

/** A name that starts a mission only as a heading or a link ("[Consular Section](…)", Austria), not inside one. */
const NAME_ONLY_AS_LINK = /^Consular Section\b/i;

/** What names a mission of each government, as its pages write the name. */
const MISSION_NAMES = {
  us: /^(U\.S\.\s+(Embassy|Consulate|Consular|Embassy Branch Office|Liaison|Interests|Office|Mission)|Consular Section(?!:))/i,
  au: /^(Australian\s+(Embassy|High Commission|Consulate|Consulate-General|Honorary Consulate|Representative Office|Office|Mission|Permanent Mission|Trade)|Embassy of Australia|Consulate of Australia)/i,
  ie: /((Embassy|Consulate|Consulate General|Mission|Representative Office|Honorary Consul(ate)?)\s+(General\s+)?of Ireland|Ireland's\s+(Embassy|Consulate|Consul)|Irish\s+(Embassy|Consulate))/i,
} as const;

const PHONE_LABEL = /^(telephone|phone|tel)\b[^:]{0,80}:\s*/i;
/** Another phone's label: "Office Tel:", "Mobile:", "WhatsApp:", "Consular:". */
const OTHER_PHONE_LABEL =
  /^[^:]{0,30}\b(tel|telephone|phone|mobile|cell|whatsapp|consular|switchboard|hotline)\b[^:]{0,20}:\s*/i;
/** A sentence in a mission's lines about reaching it in an emergency or when it is closed. */
const EMERGENCY_SENTENCE =
  /\b(emergenc\w*|outside (?:of )?(?:office|business|working) hours|after[- ]hours|out of hours)\b/i;
/** A telephone's label that makes it the line for when the mission is closed ("Telephone Outside of Office Hours"). */
const CLOSED_HOURS = /\b(outside (?:of )?(?:office|business|working) hours|after[- ]hours|out of hours)\b/i;
/** "Emergency After-Hours Telephone:", "Emergencies:", "Business Hours Emergency Telephone:". */
const EMERGENCY_LABEL =
  /^(?:(?:business|working|office)[- ]hours\s+|24\/7\s+|24-hour\s+)?(emergenc\w*|after[- ]hours|out of hours|duty officer)[^:]{0,50}:\s*/i;
/** A telephone the page gives for emergencies alone ("+(90) (312) 294-0000 (emergencies only)"). */
const FOR_EMERGENCIES = /\((?:[^)]*\b)?emergencies\b[^)]*\bonly\)/i;
const SKIP_LINE = /^(fax|e-?mail|website|web|facebook|x|twitter|instagram|contact us|check the|read the|only the)\b/i;

/** The page as lines of plain text, each with the links it had, emphasis gone. */
function linesOf(page: string): { text: string; links: { text: string; url: string }[]; heading: boolean }[] {
  return oneLabelPerLine(page)
    .replace(/\*\*/g, '')
    .split(/\r?\n/)
    .map((line) => ({
      text: plainText(line.replace(/^#+\s*/, '')).trim(),
      links: linksOf(line),
      heading: /^#{2,6}\s/.test(line.trim()),
    }));
}

/**
 * The missions of a page: each from its name to the next name or a heading, its address lines
 * before the first labelled line, its phone and emergency line, and its site (the name's link, or a
 * "Website:" link).
 */
export function missionsOf(page: string, names: RegExp, baseUrl: string): ConsularMission[] {
  const lines = linesOf(page);
  const missions: ConsularMission[] = [];
  let current: {
    name: string;
    url: string | null;
    address: string[];
    phone: string | null;
    emergency: string | null;
    addressDone: boolean;
    /** A label whose number is on the next line ("Emergency:" then "From outside Vietnam: +84 …"). */
    pending: 'phone' | 'emergency' | null;
  } | null = null;
  const close = () => {
    // An address part with no letter or digit (a lone ".") is no part of it.
    const address = current?.address.filter((part) => /\w/.test(part)) ?? [];
    if (current && (current.phone || current.emergency || address.length > 0)) {
      missions.push({
        name: current.name,
        address: address.length ? address.join(', ') : null,
        phone: current.phone,
        emergencyPhone: current.emergency,
        url: current.url,
      });
    }
    current = null;
  };
  for (const line of lines) {
    const nameLink = line.links.find((link) => names.test(link.text.trim()));
    const startsWithName =
      names.test(line.text) &&
      (line.heading || nameLink || (line.text.length < 90 && !NAME_ONLY_AS_LINK.test(line.text)));
    if (startsWithName && (line.heading || nameLink || /^[A-Z]/.test(line.text))) {
      close();
      const name = (nameLink?.text ?? line.text).trim().replace(/\s+/g, ' ');
      const rest = nameLink
        ? line.text.slice(line.text.indexOf(nameLink.text.trim()) + nameLink.text.trim().length).trim()
        : '';
      current = {
        name,
        url: nameLink ? absolute(nameLink.url, baseUrl) : null,
        address: rest ? [rest] : [],
        phone: null,
        emergency: null,
        addressDone: false,
        pending: null,
      };
      continue;
    }
    if (!current) continue;
    const active = current;
    if (line.heading) {
      close();
      continue;
    }
    const text = line.text;
    if (!text) {
      if (active.phone || active.addressDone) active.addressDone = true;
      continue;
    }
    // The department's own line ("24/7 Emergency Contact at the Department of State") is no mission's.
    if (/\bdepartment of state\b/i.test(text)) {
      close();
      continue;
    }
    const pending = active.pending;
    active.pending = null;
    if (EMERGENCY_LABEL.test(text)) {
      const value = text.replace(EMERGENCY_LABEL, '');
      active.emergency ??= phoneText(value);
      active.pending = value ? null : 'emergency';
      active.addressDone = true;
    } else if (PHONE_LABEL.test(text)) {
      const value = text.replace(PHONE_LABEL, '');
      const label = text.slice(0, text.length - value.length);
      if (FOR_EMERGENCIES.test(value) || CLOSED_HOURS.test(label)) active.emergency ??= phoneText(value);
      else active.phone ??= phoneText(value);
      active.pending = value ? null : 'phone';
      active.addressDone = true;
    } else if (pending && numbersIn(text).length > 0 && !SKIP_LINE.test(text)) {
      if (pending === 'emergency') active.emergency ??= phoneText(text);
      else active.phone ??= phoneText(text);
    } else if (OTHER_PHONE_LABEL.test(text) && numbersIn(text).length > 0) {
      // "Office Tel: …", "Mobile: …", "Consular: …": another of its phones, never its address.
      active.phone ??= phoneText(text.replace(OTHER_PHONE_LABEL, ''));
      active.addressDone = true;
    } else if (!active.addressDone && EMERGENCY_SENTENCE.test(text) && firstPhoneIn(text)) {
      // In its block of lines (Mali): "If you require emergency assistance, please contact the Embassy at: …".
      active.emergency ??= firstPhoneIn(text);
      active.addressDone = true;
    } else if (/^(website|contact us)\b/i.test(text) && line.links[0]) {
      active.url ??= absolute(line.links[0].url, baseUrl);
      active.addressDone = true;
    } else if (SKIP_LINE.test(text) || line.links.some((link) => link.url.startsWith('mailto:'))) {
      active.addressDone = true;
    } else if (
      !active.addressDone &&
      /\w/.test(text) &&
      text.length < 100 &&
      !/[.!?]$/.test(text.replace(/\b[A-Z]\.$/, ''))
    ) {
      active.address.push(text.replace(/[,\s]+$/, ''));
    } else {
      active.addressDone = true;
    }
  }
  close();
  return missions;
}

function absolute(url: string, base: string): string | null {
  if (url.startsWith('mailto:') || url.startsWith('tel:') || url.startsWith('javascript:')) return null;
  try {
    return new URL(url, base).toString();
  } catch {
    return null;
  }
}

/**
 * The U.S. "Embassies and Consulates" page (some countries title it "Consulates"): its missions, the
 * page-wide line for U.S. citizens in the country where it gives one ("EMERGENCY ASSISTANCE FOR U.S.
 * CITIZENS IN MEXICO"; "the emergency after-hours telephone number for all U.S. posts in France"),
 * and the Department of State's own line where the page gives it (Antarctica, North Korea).
 */
export function usMissions(page: string | undefined, baseUrl: string): MissionFindings | null {
  if (!page) return null;
  const missions = missionsOf(page, MISSION_NAMES.us, baseUrl);
  const countryLine = countryLineOf(page, { skipMissionLines: true });
  const globalLine = departmentLineOf(page);
  return missions.length || countryLine || globalLine ? { missions, globalLine, countryLine } : null;
}

/**
 * Smartraveller's "Local contacts": the missions under "Consular contacts", and the 24-hour Consular
 * Emergency Centre, the line Australians anywhere call when they cannot reach an embassy.
 */
export function auMissions(page: string | undefined, baseUrl: string): MissionFindings | null {
  if (!page) return null;
  const missions = missionsOf(page, MISSION_NAMES.au, baseUrl);
  // Its heading: "#### 24-hour Consular Emergency Centre", a bold line (Seychelles) or a plain one (Bosnia).
  const centre =
    /(?:^|\n)(?:#+\s*|\*\*)?24-hour Consular Emergency Centre(?:\*\*)?\s*\n([\s\S]*?)(\n#|\n\*\*[^\n]*\*\*\s*\n|$)/i.exec(
      page,
    )?.[1] ?? '';
  const lines = plainText(centre)
    .split('\n')
    .map((line) => line.replace(/^[*•-]\s*/, '').trim())
    .filter(Boolean);
  const at = lines.findIndex((line) => /from overseas|outside australia/i.test(line) && numbersIn(line).length > 0);
  // Its label is the page's own words: the sentence that leads to the list, then the line for callers abroad.
  const lead = lines.slice(0, Math.max(at, 0)).findLast((line) => numbersIn(line).length === 0);
  const globalLine =
    at >= 0
      ? {
          phone: phoneText(lines[at]!.replace(/\s+from overseas.*$/i, ''))!,
          label: lead && lines.indexOf(lead) === at - 1 ? `${lead} ${lines[at]}` : lines[at]!,
        }
      : null;
  return missions.length || globalLine ? { missions, globalLine } : null;
}

/**
 * Ireland's "Embassy contact": each mission under its heading, "Tel:" for its phone, and the page's
 * emergency line for Irish citizens in the country ("contact the Duty Officer number at …",
 * "Irish citizens in need of emergency assistance outside of opening hours please call …").
 */
export function ieMissions(page: string | undefined, baseUrl: string): MissionFindings | null {
  if (!page) return null;
  const missions = missionsOf(page, MISSION_NAMES.ie, baseUrl);
  if (missions.length === 0) return null;
  return { missions, globalLine: null, countryLine: countryLineOf(page) };
}

/**
 * GOV.UK's "Getting help": no mission's number, but the link to the UK government's help in the
 * country and the FCDO's 24-hour line in London, both as the page gives them.
 */
export function ukMissions(page: string | undefined): MissionFindings | null {
  if (!page) return null;
  const links = linksOf(page);
  const help =
    links.find((link) => /get help from the UK government/i.test(link.text)) ??
    links.find((link) => /contact\.service\.csd\.fcdo\.gov\.uk\/posts\//i.test(link.url));
  const lines = plainText(page).split('\n');
  const line = lines.find((text) => /^telephone:/i.test(text.trim()) && /24 hours/i.test(text));
  // Where the page gives no "Telephone: … (24 hours)", its sentence "call the FCDO in London on …" (Syria).
  const sentence = lines
    .map((text) => text.trim())
    .find((text) => /\bFCDO\b/.test(text) && /\bLondon\b/.test(text) && firstPhoneIn(text));
  const globalLine = line
    ? { phone: phoneText(line.replace(PHONE_LABEL, '').replace(/\(24 hours\)/i, ''))!, label: line.trim() }
    : sentence
      ? { phone: firstPhoneIn(sentence)!, label: sentenceWith(sentence, firstPhoneIn(sentence)!) }
      : null;
  const missions: ConsularMission[] = help
    ? [{ name: null, address: null, phone: null, emergencyPhone: null, url: help.url }]
    : [];
  return missions.length || globalLine ? { missions, globalLine } : null;
}

/** Where each government lists its missions in a country (Canada's recorded pages list none), and how it reads. */
export const MISSION_PAGES: Readonly<
  Record<
    AdvisorySource,
    {
      readonly titles: readonly string[];
      readonly read: (page: string | undefined, baseUrl: string) => MissionFindings | null;
    }
  >
> = {
  us: { titles: ['Embassies and Consulates', 'Consulates'], read: usMissions },
  uk: { titles: ['Getting help'], read: (page) => ukMissions(page) },
  ca: { titles: [], read: () => null },
  au: { titles: ['Local contacts', 'Local_contacts'], read: auMissions },
  ie: { titles: ['Embassy contact'], read: ieMissions },
};

/** The page a government lists its missions on, of a country's recorded pages. */
export function missionsPageOf(source: AdvisorySource, pages: Readonly<Record<string, string>>): string | undefined {
  return MISSION_PAGES[source].titles.map((title) => pages[title]).find((page) => page !== undefined);
}

/** A country's missions as its government's page lists them. */
export function missionsOfDocument(source: AdvisorySource, document: SourceDocument): MissionFindings | null {
  return MISSION_PAGES[source].read(missionsPageOf(source, document.pages), document.url);
}
