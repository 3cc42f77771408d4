/**
 * The emergency numbers of a country from every source that gives them: for each service, each
 * distinct number with the sources that give it, so agreement shows once and a disagreement shows
 * each number with its source (DATA.md: never pick one silently).
 */
import {
  ADVISORY_SOURCE_INFO,
  EMERGENCY_SERVICES,
  type CountryEmergency,
  type EmergencyNumbersRecord,
  type EmergencyService,
  type SourcedNumber,
} from '@safetrails/contracts';

/** Where a traveller can look a number up when we have none: the UK's page lists most countries. */
export const EMERGENCY_FALLBACK_URL = 'https://www.gov.uk/foreign-travel-advice';

function digits(number: string): string {
  return number.replace(/\D/g, '');
}

/**
 * Every number each source gives for each service, one entry per distinct number (the first source
 * to give it names it), each with the source's line; and the services whose sources disagree:
 * sources that give the same numbers, in any order, agree.
 */
export function mergeEmergency(
  records: readonly EmergencyNumbersRecord[],
  countrySlugUrl: string | null,
): CountryEmergency {
  const disagreements: EmergencyService[] = [];
  const services = Object.fromEntries(
    EMERGENCY_SERVICES.map((service) => {
      const numbers: SourcedNumber[] = [];
      const sets: string[] = [];
      for (const record of records) {
        const entry = record[service];
        if (!entry) continue;
        const all = entry.numbers ?? [entry.number];
        sets.push(all.map(digits).sort().join(' '));
        for (const number of all) {
          if (numbers.some((known) => digits(known.number) === digits(number))) continue;
          numbers.push({
            ...entry,
            number,
            numbers: all,
            source: record.source,
            organisation: record.organisation,
            url: record.url,
            checkedAt: record.checkedAt,
          });
        }
      }
      if (new Set(sets).size > 1) disagreements.push(service);
      return [service, numbers];
    }),
  ) as Record<EmergencyService, SourcedNumber[]>;
  const first = records[0] ?? null;
  return {
    ...services,
    source: first ? ADVISORY_SOURCE_INFO[first.source].organisation : null,
    url: first?.url ?? null,
    checkedAt: first?.checkedAt ?? null,
    fallbackUrl: countrySlugUrl ?? EMERGENCY_FALLBACK_URL,
    disagreements,
  };
}
