/**
 * The parts of a government's page written for women travellers and for LGBT+ travellers, found by
 * their headings, and phone numbers as the pages write them.
 */
import type { AdvisorySection, EmergencyNumber } from '@safetrails/contracts';
import { firstParagraphs, linksOf, plainText, sectionsOf } from './markdown';

export const WOMEN_HEADING = /\bwom[ae]n\b|female travel|sexual assault|sexual harassment/i;
export const LGBT_HEADING = /lgb|2slgbt|sexual orientation|gender identity/i;

/** The first section of the pages whose heading matches, as plain text with the first link it gives. */
export function travellerSection(
  pages: readonly string[],
  heading: RegExp,
  fallbackUrl: string | null,
): AdvisorySection | null {
  for (const page of pages) {
    const section = sectionsOf(page).find((candidate) => heading.test(candidate.heading) && candidate.body);
    if (section) {
      const link = linksOf(section.body).find((candidate) => /^https?:/.test(candidate.url));
      return {
        text: firstParagraphs(`${section.heading}\n\n${section.body}`, 900),
        url: link?.url ?? fallbackUrl,
      };
    }
  }
  return fallbackUrl ? { text: null, url: fallbackUrl } : null;
}

/**
 * Digit groups on an emergency line that are not phone numbers, each with the reason: what the
 * number parser leaves out on purpose, and what the snapshot test accepts as left out.
 */
export const NOT_PHONE_NUMBERS: readonly { readonly pattern: RegExp; readonly reason: string }[] = [
  { pattern: /\b24\s*\/\s*7\b/gi, reason: 'a service hours phrase (24/7)' },
  { pattern: /\b\d{1,2}(?:\.\d{2})?\s*(?:am|pm)\b|\b\d{1,2}[:.]\d{2}\b/gi, reason: 'a time of day' },
  {
    pattern: /\b\d+(?:-hour|\s*hours?|\s*minutes?|\s*days?|\s*km|\s*kilometres?|\s*%)/gi,
    reason: 'a duration, distance or share',
  },
  {
    pattern:
      /\b\d{1,2}(?:st|nd|rd|th)?\s+(?:january|february|march|april|may|june|july|august|september|october|november|december)(?:\s+\d{4})?\b|\b(?:19|20)\d{2}\b(?!\s*\d)/gi,
    reason: 'a date or a year',
  },
  { pattern: /\bfax\b[^.;]*/gi, reason: 'a fax number' },
];

/** A line without the groups NOT_PHONE_NUMBERS names, so what digits remain are phone numbers. */
export function withoutNonNumbers(text: string): string {
  return NOT_PHONE_NUMBERS.reduce((line, { pattern }) => line.replace(pattern, ' '), text);
}

/** A phone number as the pages write it: digits with spaces, dashes, parentheses or a leading +. */
const PHONE = /\(?\+?\d[\d ()-]*\d\)?|\b\d{2,}\b/g;

/** Every phone number on a line, in the source's order, each as the page writes it. */
export function numbersIn(text: string): string[] {
  const numbers: string[] = [];
  for (const match of withoutNonNumbers(plainText(text)).matchAll(PHONE)) {
    let number = match[0].replace(/[ (-]+$/, '').trim();
    // Parentheses only where they pair ("(+591) 706 10626"), not a list's "(ambulance" or "112)".
    if ((number.match(/\(/g) ?? []).length !== (number.match(/\)/g) ?? []).length) {
      number = number.replace(/^\(/, '').replace(/\)$/, '').trim();
    }
    if (number.replace(/\D/g, '').length >= 2 && !numbers.includes(number)) numbers.push(number);
  }
  return numbers;
}

/** The first phone number in a line: digits with the spaces, dashes or a leading + the pages use. */
export function firstNumber(text: string): string | null {
  return numbersIn(text)[0] ?? null;
}

/** A line's numbers for its service, with the line, verbatim, as the label. */
export function emergencyNumber(line: string): EmergencyNumber | null {
  const numbers = numbersIn(line.replace(/^[^:\d]*:/, ''));
  return numbers.length ? { number: numbers[0]!, numbers, label: plainText(line).replace(/\s+/g, ' ').trim() } : null;
}
