/**
 * The lines a government's page gives its citizens for an emergency, beyond one mission's: the
 * page-wide line for its citizens anywhere in the country ("EMERGENCY ASSISTANCE FOR U.S. CITIZENS IN
 * MEXICO — From Mexico: 55 5080 2000", Ireland's "Irish citizens in need of emergency assistance
 * outside of opening hours please call …", "the emergency after-hours telephone number for all U.S.
 * posts in France is …") and the department's line for its citizens anywhere ("24/7 Emergency Contact
 * at the Department of State"). Each is kept with the page's own words as its label, verbatim.
 */
import { plainText } from './markdown';
import { numbersIn } from './traveller-sections';

export interface CitizensLineFinding {
  readonly phone: string;
  /** The page's words for it, verbatim (a sentence, or a heading and the line under it). */
  readonly label: string;
}

/** A phone as the page writes it, up to the first ";" or opening hours (what follows is an instruction). */
export function phoneText(value: string): string | null {
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
export function firstPhoneIn(sentence: string): string | null {
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

/**
 * Labels a page runs together on one line ("**Telephone:**+852 2841-2211**Emergency After-Hours
 * Telephone:**+852 2523-9011**Fax:**…", "…424-5129 Emergency After-Hours Telephone: +48 …"), each put
 * on a line of its own.
 */
export function oneLabelPerLine(page: string): string {
  return (
    page
      .replace(/\u00a0/g, ' ')
      .replace(/(?<=\S)[ \t]*(?=\*\*[A-Z][\w -]{0,40}:\*\*)/g, '\n')
      // After a phone number only: "24/7 Emergency Contact" is one label.
      .replace(/(?<=\d[\d().-]*\d{2})[ \t]+(?=(?:Emergency|After[- ]Hours)[\w -]{0,40}:)/gi, '\n')
  );
}

/** A sentence about getting emergency help from the government's people, not the local services. */
const CITIZENS_EMERGENCY =
  /(emergenc\w*|after (?:business |office )?hours|out[- ]of[- ]hours|outside (?:of )?(?:\w+ )?hours|while the embassy is closed|duty officer)/i;
/** Its people: the mission, its officer, its citizens; or the mission's own hours ("outside of working hours"). */
const FROM_US =
  /(embassy|consulate|duty officer|citizens?\b|contact us|mission|out[- ]of[- ]hours|\bposts?\b|after (?:business |office )?hours|outside (?:of )?(?:\w+ )?hours)/i;
const LOCAL_SERVICES = /\b(police|ambulance|fire brigade|emergency services)\b/i;
/** A mission's labelled line (its own phone, fax, address book), never the page's line for everyone. */
const MISSION_LABEL =
  /^(?:[\w-]+\s+){0,3}(?:telephone|phone|tel|fax|e-?mail|website|emergenc\w*|after[- ]hours)\b[^:]{0,80}:/i;
/** A line that can finish a sentence about the line: not another labelled detail of a mission. */
const NOT_A_CONTINUATION = /^(telephone|phone|tel|fax|e-?mail|website|address)\b/i;
/** The number for a caller abroad where a page gives one for callers at home too. */
const FROM_ABROAD =
  /(?:from |callers )?outside (?:of )?the (?:United States|U\.S\.)(?: and Canada)?[^+\d]{0,40}(\+?[\d(][\d\s().-]{5,}\d)/i;

/** The page's lines in plain text, list marks gone, empty lines left out. */
function pageLines(page: string): string[] {
  return plainText(page)
    .split('\n')
    .map((line) =>
      line
        .replace(/^[*•-]\s*/, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
}

export interface CountryLineOptions {
  /** Leave out each mission's labelled lines (the U.S. pages label every mission's own lines). */
  readonly skipMissionLines?: boolean;
}

/**
 * The page-wide emergency line for the government's citizens in the country: the first sentence
 * about emergency help from its people with a number in it, or whose next line gives the number
 * ("please contact us on:" then "+91 11 4940 3200"; a heading "EMERGENCY ASSISTANCE FOR U.S.
 * CITIZENS IN MEXICO" then "From Mexico: 55 5080 2000"). The label is the page's words, verbatim.
 */
export function countryLineOf(page: string, options: CountryLineOptions = {}): CitizensLineFinding | null {
  const lines = pageLines(options.skipMissionLines ? oneLabelPerLine(page) : page);
  for (const [index, line] of lines.entries()) {
    if (options.skipMissionLines && MISSION_LABEL.test(line)) continue;
    if (!CITIZENS_EMERGENCY.test(line) || !FROM_US.test(line)) continue;
    // The next line finishes a lead-in ("please contact us on:", a heading), or a sentence about the
    // same emergency help; never an unrelated line under a finished sentence.
    const next = lines[index + 1];
    const joins =
      !firstPhoneIn(line) &&
      next !== undefined &&
      !NOT_A_CONTINUATION.test(next) &&
      (!/[.!?]$/.test(line) || CITIZENS_EMERGENCY.test(next));
    // A heading over a sentence that says it all ("Out of hours Emergency Contact Details"): the sentence.
    if (joins && CITIZENS_EMERGENCY.test(next) && FROM_US.test(next) && firstPhoneIn(next)) continue;
    const text = joins ? `${line} ${next}` : line;
    const phone = phoneIn(text);
    if (phone) return { phone, label: sentencesAround(text, phone) };
  }
  return null;
}

/** A sentence's end: not the dots of "U.S." or "a.m.". */
const SENTENCE_END = /(?<=[a-z0-9)”"][.!?])\s+(?=[A-Z“"])/;

/** The sentence of a text that holds a number. */
export function sentenceWith(text: string, phone: string): string {
  return text.split(SENTENCE_END).find((sentence) => sentence.includes(phone)) ?? text;
}

/**
 * Of a long line, the sentences that say it: from the last one before the number's that names the
 * help and its people, to the number's own ("The Embassy and Consulate are closed on weekends …
 * Emergency After-Hours Telephone: +82 (2) 397-4114.").
 */
function sentencesAround(text: string, phone: string): string {
  const sentences = text.split(SENTENCE_END);
  const at = sentences.findIndex((sentence) => sentence.includes(phone));
  if (at < 0) return text;
  for (let start = at; start >= 0; start--) {
    const run = sentences.slice(start, at + 1).join(' ');
    if (CITIZENS_EMERGENCY.test(run) && FROM_US.test(run)) return run;
  }
  return text;
}

/** The number of a citizens' line: for a caller abroad, else the one after the mission is named. */
function phoneIn(label: string): string | null {
  const abroad = FROM_ABROAD.exec(label)?.[1];
  if (abroad) return firstPhoneIn(abroad);
  // The number after the mission is named ("call the police on 112, or the Embassy on …": the Embassy's).
  const fromUs = label.slice(FROM_US.exec(label)?.index ?? 0);
  const afterVerb = (text: string) =>
    text
      .split(/\b(?:on|at|number|calling|telephoning|ring|call|contact)\b/i)
      .slice(1)
      .join(' ');
  return (
    firstPhoneIn(afterVerb(fromUs)) ?? firstPhoneIn(fromUs) ?? (LOCAL_SERVICES.test(label) ? null : firstPhoneIn(label))
  );
}

/**
 * The U.S. Department of State's own line for its citizens anywhere, where a page gives it ("24/7
 * Emergency Contact at the Department of State: From within the United States: 1-888-407-4747 / From
 * outside the United States: 1-202-501-4444"): the number for a caller abroad.
 */
export function departmentLineOf(page: string): CitizensLineFinding | null {
  const lines = pageLines(page);
  for (const [index, line] of lines.entries()) {
    if (!/emergency contact/i.test(line) || !/department of state/i.test(line)) continue;
    const label = lines
      .slice(index, index + 3)
      .filter((text, at) => at === 0 || /^from (within|outside)\b/i.test(text))
      .join(' ');
    const phone = FROM_ABROAD.exec(label)?.[1];
    if (phone) return { phone: firstPhoneIn(phone) ?? phone, label };
  }
  return null;
}
