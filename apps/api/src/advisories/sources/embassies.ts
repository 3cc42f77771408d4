/**
 * A government's own embassies and consulates in a country, read off the page that lists them (DATA.md
 * "More sources"): the U.S. "Embassies and Consulates" page, Smartraveller's "Local contacts",
 * Ireland's "Embassy contact", and GOV.UK's "Getting help", which gives the FCDO's London line and a
 * link rather than a mission's number. Each mission starts at its name (a heading, or a link such as
 * "[U.S. Embassy Paris](…)"); its lines up to the next mission are its address, then labelled
 * lines: "Telephone:", "Phone:", "Tel:", "Emergency After-Hours Telephone:". Only what the page states
 * is kept, as it writes it.
 */
import type { ConsularMission, EmbassiesRecord } from '@safetrails/contracts';
import { linksOf, plainText } from './markdown';
import { numbersIn } from './traveller-sections';

export type MissionFindings = Pick<EmbassiesRecord, 'missions' | 'globalLine' | 'countryLine'>;

/** What names a mission of each government, as its pages write the name. */
const MISSION_NAMES = {
  us: /^U\.S\.\s+(Embassy|Consulate|Consular|Embassy Branch Office|Liaison|Interests|Office|Mission)/i,
  au: /^(Australian\s+(Embassy|High Commission|Consulate|Consulate-General|Honorary Consulate|Representative Office|Office|Mission|Permanent Mission|Trade)|Embassy of Australia|Consulate of Australia)/i,
  ie: /((Embassy|Consulate|Consulate General|Mission|Representative Office|Honorary Consul(ate)?)\s+(General\s+)?of Ireland|Ireland's\s+(Embassy|Consulate|Consul)|Irish\s+(Embassy|Consulate))/i,
} as const;

const PHONE_LABEL = /^(telephone|phone|tel)\b[^:]{0,30}:\s*/i;
const EMERGENCY_LABEL = /^(emergency|after[- ]hours|out of hours|duty officer)[^:]{0,50}:\s*/i;
const SKIP_LINE = /^(fax|e-?mail|website|web|facebook|x|twitter|instagram|contact us|check the|read the|only the)\b/i;

/** A phone as the page writes it, up to the first ";" or opening hours (what follows is an instruction). */
function phoneText(value: string): string | null {
  const text = value
    .split(/;|\s\((?=mon|tue|wed|thu|fri|sat|sun|from|between|office|\d{1,2}[:.]\d{2})/i)[0]!
    .replace(/\s+/g, ' ')
    .trim();
  return numbersIn(text).length > 0 ? text.slice(0, 120) : null;
}

/**
 * The first phone number in a sentence, as written ("+353 1 408 2000", "+ 353-1-408 2000", "(+420) 257
 * 011 280"): seven digits at least, and never opening hours ("09.00 - 13.00").
 */
function firstPhoneIn(sentence: string): string | null {
  for (const match of sentence.matchAll(/(?:\(\+|\+)?\s?\(?\d[\d\s().-]{5,}\d\)?/g)) {
    let text = match[0].trim();
    if (/\b\d{1,2}[.:]\d{2}\b/.test(text) && !text.startsWith('+') && !text.startsWith('(+')) continue;
    if (text.replace(/\D/g, '').length < 7) continue;
    // An opening bracket closed outside the match, or a closing one opened before it, is not the number's.
    if ((text.match(/\(/g)?.length ?? 0) > (text.match(/\)/g)?.length ?? 0)) text = text.replace(/^\(/, '');
    if ((text.match(/\)/g)?.length ?? 0) > (text.match(/\(/g)?.length ?? 0)) text = text.replace(/\)$/, '');
    return text;
  }
  return null;
}

/** The page as lines of plain text, each with the links it had, emphasis gone. */
function linesOf(page: string): { text: string; links: { text: string; url: string }[]; heading: boolean }[] {
  return page
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
  } | null = null;
  const close = () => {
    if (current && (current.phone || current.address.length > 0)) {
      missions.push({
        name: current.name,
        address: current.address.length ? current.address.join(', ') : null,
        phone: current.phone,
        emergencyPhone: current.emergency,
        url: current.url,
      });
    }
    current = null;
  };
  for (const line of lines) {
    const nameLink = line.links.find((link) => names.test(link.text.trim()));
    const startsWithName = names.test(line.text) && (line.heading || nameLink || line.text.length < 90);
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
    if (EMERGENCY_LABEL.test(text)) {
      active.emergency ??= phoneText(text.replace(EMERGENCY_LABEL, ''));
      active.addressDone = true;
    } else if (PHONE_LABEL.test(text)) {
      active.phone ??= phoneText(text.replace(PHONE_LABEL, ''));
      active.addressDone = true;
    } else if (/^(website|contact us)\b/i.test(text) && line.links[0]) {
      active.url ??= absolute(line.links[0].url, baseUrl);
      active.addressDone = true;
    } else if (SKIP_LINE.test(text) || line.links.some((link) => link.url.startsWith('mailto:'))) {
      active.addressDone = true;
    } else if (!active.addressDone && text.length < 100 && !/[.!?]$/.test(text.replace(/\b[A-Z]\.$/, ''))) {
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

/** The U.S. "Embassies and Consulates" page (some countries title it "Consulates"). */
export function usMissions(page: string | undefined, baseUrl: string): MissionFindings | null {
  if (!page) return null;
  const missions = missionsOf(page, MISSION_NAMES.us, baseUrl);
  return missions.length ? { missions, globalLine: null } : null;
}

/**
 * Smartraveller's "Local contacts": the missions under "Consular contacts", and the 24-hour Consular
 * Emergency Centre, the line Australians anywhere call when they cannot reach an embassy.
 */
export function auMissions(page: string | undefined, baseUrl: string): MissionFindings | null {
  if (!page) return null;
  const missions = missionsOf(page, MISSION_NAMES.au, baseUrl);
  const centre = /#+\s*24-hour Consular Emergency Centre\s*\n([\s\S]*?)(\n#|$)/i.exec(page)?.[1] ?? '';
  const overseas = plainText(centre)
    .split('\n')
    .map((line) => line.replace(/^[*•-]\s*/, '').trim())
    .find((line) => /from overseas|outside australia/i.test(line) && numbersIn(line).length > 0);
  const globalLine = overseas
    ? {
        phone: phoneText(overseas.replace(/\s+from overseas.*$/i, ''))!,
        label: `24-hour Consular Emergency Centre: ${overseas}`,
      }
    : null;
  return missions.length || globalLine ? { missions, globalLine } : null;
}

/** A sentence about getting emergency help from the government's people, not the local services. */
const CITIZENS_EMERGENCY =
  /(emergenc\w*|after (?:business |office )?hours|out[- ]of[- ]hours|outside (?:of )?(?:\w+ )?hours|while the embassy is closed|duty officer)/i;
const FROM_US = /(embassy|consulate|duty officer|citizens|contact us|mission|out[- ]of[- ]hours service)/i;
const LOCAL_SERVICES = /\b(police|ambulance|fire brigade|emergency services)\b/i;

/**
 * The page-wide emergency line for the government's citizens in the country: the first sentence
 * about emergency help from its people with a number in it, or whose next line is the number
 * ("please contact us on:" then "+91 11 4940 3200"). The label is the page's words, verbatim.
 */
export function countryLineOf(page: string): { phone: string; label: string } | null {
  const lines = plainText(page)
    .split('\n')
    .map((line) => line.replace(/^[*•-]\s*/, '').trim())
    .filter(Boolean);
  for (const [index, line] of lines.entries()) {
    if (!CITIZENS_EMERGENCY.test(line) || !FROM_US.test(line)) continue;
    const label = firstPhoneIn(line) ? line : `${line} ${lines[index + 1] ?? ''}`.trim();
    // The number after the mission is named ("call the police on 112, or the Embassy on …": the Embassy's).
    const fromUs = label.slice(FROM_US.exec(label)!.index);
    const afterVerb = (text: string) =>
      text
        .split(/\b(?:on|at|number|calling|telephoning|ring|call|contact)\b/i)
        .slice(1)
        .join(' ');
    const phone =
      firstPhoneIn(afterVerb(fromUs)) ??
      firstPhoneIn(fromUs) ??
      (LOCAL_SERVICES.test(label) ? null : firstPhoneIn(label));
    if (phone) return { phone, label };
  }
  return null;
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
  const line = plainText(page)
    .split('\n')
    .find((text) => /^telephone:/i.test(text.trim()) && /24 hours/i.test(text));
  const globalLine = line
    ? { phone: phoneText(line.replace(PHONE_LABEL, '').replace(/\(24 hours\)/i, ''))!, label: line.trim() }
    : null;
  const missions: ConsularMission[] = help
    ? [{ name: null, address: null, phone: null, emergencyPhone: null, url: help.url }]
    : [];
  return missions.length || globalLine ? { missions, globalLine } : null;
}
