/**
 * A country's traveller facts as the page shows them: the law on same-sex acts as the most severe
 * government states it, each other LGBT+ finding from the first government (LGBT_SOURCE_ORDER) whose
 * page states it, every government's findings beside it and the fields on
 * which they differ; every embassy each government lists. Pure, so the rules are tested on their own.
 */
import {
  ADVISORY_SOURCE_INFO,
  ADVISORY_SOURCES,
  LGBT_SOURCE_ORDER,
  MAX_PENALTIES,
  TRAVELLER_FACTS_STALE_AFTER_DAYS,
  type CitizensLine,
  type CountryEmbassy,
  type CountryLgbt,
  type EmbassiesRecord,
  type FactSource,
  type LgbtLaw,
  type LgbtLawRecord,
  type SameSexActsStatus,
  type TravellerFactsRecord,
} from '@safetrails/contracts';

const DAY_MS = 86_400_000;

/** Each source's last successful live check (rm_countries.source_checks): it read every page, unchanged ones too. */
export type SourceChecks = ReadonlyMap<string, string>;

/** Stale a year after our last read of the page: its retrieval, or a later live check that found it unchanged. */
function isStale(record: TravellerFactsRecord, now: Date, checks: SourceChecks): boolean {
  const checked = checks.get(record.source);
  const lastRead = Math.max(Date.parse(record.retrievedAt), checked ? Date.parse(checked) : 0);
  return now.getTime() - lastRead > TRAVELLER_FACTS_STALE_AFTER_DAYS * DAY_MS;
}

/** A government's page as every fact names it: who, where, its date, licence and whether it is stale. */
export function pageSourceOf(record: TravellerFactsRecord, now: Date, checks: SourceChecks): Omit<FactSource, 'words'> {
  return {
    source: record.source,
    organisation: record.organisation,
    url: record.url,
    asOf: record.checkedAt,
    licence: record.licence,
    stale: isStale(record, now, checks),
  };
}

function sourceOf(record: LgbtLawRecord, words: readonly string[], now: Date, checks: SourceChecks): FactSource {
  return { ...pageSourceOf(record, now, checks), words };
}

const STATUS_SEVERITY: readonly SameSexActsStatus[] = ['legal', 'de_facto_criminalised', 'criminalised'];

/**
 * Safety first about a person: the law on same-sex acts as the most severe government states it
 * (the status, then the heaviest penalty), the first in LGBT_SOURCE_ORDER among equals.
 */
export function actsSeverity(finding: Pick<NonNullable<LgbtLaw['sameSexActs']>, 'status' | 'maxPenalty'>): number {
  return (
    STATUS_SEVERITY.indexOf(finding.status) * 10 +
    (finding.maxPenalty ? MAX_PENALTIES.length - MAX_PENALTIES.indexOf(finding.maxPenalty) : 0)
  );
}

function mostSevereActs(ordered: readonly LgbtLawRecord[]) {
  const severity = actsSeverity;
  let lead: { record: LgbtLawRecord; finding: NonNullable<LgbtLawRecord['law']['sameSexActs']> } | null = null;
  for (const record of ordered) {
    const finding = record.law.sameSexActs;
    if (finding && (!lead || severity(finding) > severity(lead.finding))) lead = { record, finding };
  }
  return lead;
}

export function lgbtOf(
  records: readonly LgbtLawRecord[],
  now: Date,
  checks: SourceChecks = new Map(),
): CountryLgbt | null {
  const ordered = [...records].sort(
    (a, b) => LGBT_SOURCE_ORDER.indexOf(a.source) - LGBT_SOURCE_ORDER.indexOf(b.source),
  );
  if (ordered.length === 0) return null;
  const first = <K extends keyof LgbtLawRecord['law']>(key: K) => {
    const record = ordered.find((candidate) => candidate.law[key] !== null);
    return record ? { record, finding: record.law[key]! } : null;
  };
  const acts = mostSevereActs(ordered);
  const expression = first('genderExpression');
  const propaganda = first('propagandaLaw');
  const recognition = first('genderRecognition');
  const differ = (values: readonly unknown[]) => new Set(values.filter((value) => value !== undefined)).size > 1;
  const stated = <K extends keyof LgbtLawRecord['law']>(key: K) =>
    ordered.map((record) => record.law[key]).filter((finding) => finding !== null);
  const disagreements: CountryLgbt['disagreements'][number][] = [];
  if (differ(stated('sameSexActs').map((finding) => finding.status))) disagreements.push('sameSexActs');
  if (differ(stated('sameSexActs').map((finding) => finding.maxPenalty ?? undefined))) disagreements.push('maxPenalty');
  if (differ(stated('genderExpression').map((finding) => finding.criminalised))) disagreements.push('genderExpression');
  if (differ(stated('propagandaLaw').map((finding) => finding.exists))) disagreements.push('propagandaLaw');
  if (differ(stated('genderRecognition').map((finding) => finding.status))) disagreements.push('genderRecognition');
  return {
    sameSexActs: acts
      ? {
          ...sourceOf(acts.record, acts.finding.words, now, checks),
          status: acts.finding.status,
          appliesTo: acts.finding.appliesTo,
          maxPenalty: acts.finding.maxPenalty,
          legalBy: acts.finding.legalBy ?? null,
        }
      : null,
    genderExpression: expression
      ? {
          ...sourceOf(expression.record, expression.finding.words, now, checks),
          criminalised: expression.finding.criminalised,
        }
      : null,
    propagandaLaw: propaganda
      ? { ...sourceOf(propaganda.record, propaganda.finding.words, now, checks), exists: propaganda.finding.exists }
      : null,
    genderRecognition: recognition
      ? { ...sourceOf(recognition.record, recognition.finding.words, now, checks), status: recognition.finding.status }
      : null,
    statements: ordered.map((record) => {
      const { words: _words, ...source } = sourceOf(record, [], now, checks);
      return { ...source, law: record.law };
    }),
    disagreements,
  };
}

/** Every mission each government lists, in source order; a government that lists none but gives a worldwide line, that line. */
export function embassiesOf(
  records: readonly EmbassiesRecord[],
  now: Date,
  checks: SourceChecks = new Map(),
): CountryEmbassy[] {
  const ordered = [...records].sort((a, b) => ADVISORY_SOURCES.indexOf(a.source) - ADVISORY_SOURCES.indexOf(b.source));
  return ordered.flatMap((record) => {
    const common = {
      of: ADVISORY_SOURCE_INFO[record.source].home,
      source: record.source,
      organisation: record.organisation,
      sourceUrl: record.url,
      checkedAt: record.checkedAt,
      stale: isStale(record, now, checks),
    };
    const global = record.globalLine;
    // A mission without its own emergency line: the government's line for its citizens in the
    // country, else its worldwide one, each labelled as the page labels it.
    const fallback = record.countryLine ?? global;
    const missions = record.missions.map((mission): CountryEmbassy => ({
      ...common,
      name: mission.name,
      address: mission.address,
      phone: mission.phone,
      emergencyPhone: mission.emergencyPhone ?? fallback?.phone ?? null,
      emergencyLabel: mission.emergencyPhone
        ? sameNumber(mission.emergencyPhone, record.countryLine?.phone)
          ? record.countryLine!.label
          : null
        : (fallback?.label ?? null),
      url: mission.url ?? record.url,
    }));
    if (missions.length > 0 || !global) return missions;
    return [
      {
        ...common,
        name: null,
        address: null,
        phone: null,
        emergencyPhone: global.phone,
        emergencyLabel: global.label,
        url: record.url,
      },
    ];
  });
}

/** Two ways of writing one number ("+ 1-202-462-3939", "+1 202 462 3939"). */
function sameNumber(a: string, b: string | undefined): boolean {
  return b !== undefined && a.replace(/\D/g, '') === b.replace(/\D/g, '');
}

/** Each government's emergency line for its citizens in the country, where its page gives one, in source order. */
export function citizensLinesOf(
  records: readonly EmbassiesRecord[],
  now: Date,
  checks: SourceChecks = new Map(),
): CitizensLine[] {
  return [...records]
    .sort((a, b) => ADVISORY_SOURCES.indexOf(a.source) - ADVISORY_SOURCES.indexOf(b.source))
    .flatMap((record) =>
      record.countryLine
        ? [
            {
              source: record.source,
              of: ADVISORY_SOURCE_INFO[record.source].home,
              nationality: ADVISORY_SOURCE_INFO[record.source].nationality,
              organisation: record.organisation,
              phone: record.countryLine.phone,
              label: record.countryLine.label,
              sourceUrl: record.url,
              checkedAt: record.checkedAt,
              stale: isStale(record, now, checks),
            },
          ]
        : [],
    );
}
