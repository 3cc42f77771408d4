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

/** The first phone number in a line: digits with the spaces, dashes or a leading + the pages use. */
export function firstNumber(text: string): string | null {
  const match = /\+?\d[\d -]*\d|\b\d{2,}\b/.exec(plainText(text));
  if (!match) return null;
  const number = match[0].replace(/[ -]+$/, '').trim();
  return number.replace(/\D/g, '').length >= 2 ? number : null;
}

export function emergencyNumber(line: string): EmergencyNumber | null {
  const number = firstNumber(line.replace(/^[^:]*:/, ''));
  return number ? { number, label: plainText(line).replace(/\s+/g, ' ').trim() } : null;
}
