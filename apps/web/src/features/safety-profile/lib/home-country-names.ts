/**
 * Suggestions for the home country field: every region the browser can name in the page's language
 * (Intl), so the traveller picks a name the server reads as its ISO code ("United Kingdom", "Reino
 * Unido" are GB). The field stays free text: a name we cannot read only means no government is put first.
 */
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

const BY_LANGUAGE = new Map<string, readonly string[]>();

export function homeCountryNames(locale: string): readonly string[] {
  let names = BY_LANGUAGE.get(locale);
  if (!names) {
    names = regionNames(locale);
    BY_LANGUAGE.set(locale, names);
  }
  return names;
}

function regionNames(locale: string): string[] {
  if (typeof Intl === 'undefined' || !('DisplayNames' in Intl)) return [];
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  const found = new Set<string>();
  for (const first of LETTERS) {
    for (const second of LETTERS) {
      const code = `${first}${second}`;
      // Private-use and reserved codes ("XA", "ZZ", "EU", "UN") name no country a passport comes from.
      if (/^(X.|Q[M-Z]|ZZ|EU|EZ|UN|AA|OO)$/.test(code)) continue;
      const name = names.of(code);
      if (name && name !== code) found.add(name);
    }
  }
  return [...found].sort((a, b) => a.localeCompare(b, locale));
}
