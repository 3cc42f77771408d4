/** What the languages' words share: plural categories, a day written out, a noun in lower case. */
/** The plural category of a count in a language ("one", "two", "few", "many", "other"). */
export function pluralOf(locale: string, count: number): Intl.LDMLPluralRule {
  return new Intl.PluralRules(locale).select(count);
}

/** "28 de noviembre de 2026": a digest's day (`YYYY-MM-DD`) written out in a language. */
export function longDay(intlLocale: string): (isoDay: string) => string {
  const format = new Intl.DateTimeFormat(intlLocale, { dateStyle: 'long', timeZone: 'UTC' });
  return (isoDay) => format.format(new Date(`${isoDay}T00:00:00Z`));
}

/** "Earthquake" → "earthquake", for a language that writes a noun in lower case mid-sentence. */
export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
