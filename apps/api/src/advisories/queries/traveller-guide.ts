/**
 * A country's "before you go" as the page shows it (docs/TRAVELLERS.md): per kind, each topic led by
 * the most severe reading any government states, naming who states it, with every government's
 * statement beside it; the topics no page states, listed as such; and entry per passport, each
 * government's facts for its own citizens. Pure, so the rules are tested on their own.
 */
import {
  ADVISORY_SOURCE_INFO,
  ADVISORY_SOURCES,
  GUIDE_SEVERITY,
  GUIDE_TOPICS,
  type CountryGuideSection,
  type DatasetFactRecord,
  type DrivingSideFact,
  type EntryForPassport,
  type GuideFinding,
  type GuideKind,
  type GuidePage,
  type GuideRecord,
  type GuideStatement,
  type GuideTopic,
  type GuideTopicView,
} from '@safetrails/contracts';
import { pageSourceOf, type SourceChecks } from './traveller-facts';

const bySource = (a: GuideRecord, b: GuideRecord) =>
  ADVISORY_SOURCES.indexOf(a.source) - ADVISORY_SOURCES.indexOf(b.source);

function pageOf(record: GuideRecord, now: Date, checks: SourceChecks): GuidePage {
  return { ...pageSourceOf(record, now, checks), page: record.page, excerpt: record.excerpt };
}

function statementOf(record: GuideRecord, finding: GuideFinding, now: Date, checks: SourceChecks): GuideStatement {
  return {
    ...pageSourceOf(record, now, checks),
    words: finding.words,
    topic: finding.topic,
    value: finding.value,
    ...(finding.offence ? { offence: finding.offence } : {}),
    ...(finding.period !== undefined ? { period: finding.period } : {}),
  };
}

/** How severe a statement's reading is on its topic's scale; unscaled and unread readings rank last. */
function severity(statement: GuideStatement): number {
  const scale = GUIDE_SEVERITY[statement.topic];
  const index = statement.value === null || !scale ? -1 : scale.indexOf(statement.value);
  return index < 0 ? Number.MAX_SAFE_INTEGER : index;
}

function topicView(statements: readonly GuideStatement[]): GuideTopicView {
  // The most severe reading leads; among equals (or on a topic without a scale) the first government
  // in source order that gives a reading, else the first that speaks of it.
  const read = statements.filter((statement) => statement.value !== null);
  const lead = GUIDE_SEVERITY[statements[0]!.topic]
    ? [...statements].sort((a, b) => severity(a) - severity(b))[0]!
    : (read[0] ?? statements[0]!);
  return {
    topic: lead.topic,
    ...(lead.offence ? { offence: lead.offence } : {}),
    lead,
    statements,
    disagree: new Set(read.map((statement) => statement.value)).size > 1,
  };
}

export function guideSectionOf(
  kind: Exclude<GuideKind, 'entry'>,
  records: readonly GuideRecord[],
  now: Date,
  checks: SourceChecks = new Map(),
): CountryGuideSection | null {
  const ordered = records.filter((record) => record.kind === kind).sort(bySource);
  if (ordered.length === 0) return null;
  const topics: GuideTopicView[] = [];
  const unstated: GuideTopic[] = [];
  for (const topic of GUIDE_TOPICS[kind]) {
    const offences = topic === 'drugs' ? (['trafficking', 'possession', 'any'] as const) : [undefined];
    let stated = false;
    for (const offence of offences) {
      const statements = ordered.flatMap((record) =>
        record.findings
          .filter((finding) => finding.topic === topic && finding.offence === offence)
          .map((finding) => statementOf(record, finding, now, checks)),
      );
      if (statements.length > 0) {
        topics.push(topicView(statements));
        stated = true;
      }
    }
    if (!stated) unstated.push(topic);
  }
  return { kind, topics, pages: ordered.map((record) => pageOf(record, now, checks)), unstated };
}

/**
 * Getting around: the governments' words, and the side of the road from the dataset for every
 * country. A government's statement of the side leads where there is one; the dataset's is shown as
 * its own fact, with the governments that state the other side named beside it.
 */
export function transportSectionOf(
  records: readonly GuideRecord[],
  drivingSide: DatasetFactRecord | null,
  now: Date,
  checks: SourceChecks = new Map(),
): CountryGuideSection | null {
  const section = guideSectionOf('transport', records, now, checks);
  if (!drivingSide) return section;
  const stated = section?.topics.find((view) => view.topic === 'driving_side')?.statements ?? [];
  const fact: DrivingSideFact = {
    side: drivingSide.value,
    listed: drivingSide.listed,
    dataset: drivingSide.dataset,
    organisation: drivingSide.organisation,
    url: drivingSide.url,
    licence: drivingSide.licence,
    asOf: drivingSide.asOf,
    basedOn: drivingSide.basedOn,
    words: drivingSide.words,
    disagreeing: stated
      .filter((statement) => statement.value !== null && statement.value !== drivingSide.value)
      .map((statement) => statement.source),
  };
  return section
    ? { ...section, drivingSide: fact }
    : { kind: 'transport', topics: [], pages: [], unstated: [...GUIDE_TOPICS.transport], drivingSide: fact };
}

export function entryOf(
  records: readonly GuideRecord[],
  now: Date,
  checks: SourceChecks = new Map(),
): EntryForPassport[] {
  return records
    .filter((record) => record.kind === 'entry')
    .sort(bySource)
    .map((record) => ({
      source: record.source,
      passport: ADVISORY_SOURCE_INFO[record.source].home,
      nationality: ADVISORY_SOURCE_INFO[record.source].nationality,
      page: pageOf(record, now, checks),
      findings: record.findings.map((finding) => statementOf(record, finding, now, checks)),
      unstated: GUIDE_TOPICS.entry.filter((topic) => !record.findings.some((finding) => finding.topic === topic)),
    }));
}
