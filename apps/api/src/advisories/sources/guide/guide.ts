/**
 * One government's "before you go" for one country (docs/TRAVELLERS.md): for each kind (laws,
 * getting around, health, entry) the findings its pages state, each with its sentences verbatim,
 * and the opening words of the section it is written in.
 */
import {
  type AdvisorySource,
  DRUG_PENALTIES,
  GUIDE_KINDS,
  GUIDE_SEVERITY,
  type GuideFinding,
  type GuideKind,
  type GuideRecord,
  type OfficialPageRecord,
} from '@safetrails/contracts';
import { firstParagraphs, sectionsOf } from '../markdown';
import { TOPIC_RULES } from './guide-rules';
import { drugOffencesOf } from './laws-rules';
import type { TopicRule } from './topic-rule';
import { KIND_HEADINGS, kindPage, sentencesByKind, type GuideSentence } from './guide-sentences';

/** At most this many sentences back one finding: the ones that state it most plainly come first. */
const WORDS_PER_FINDING = 2;

const unique = (sentences: readonly GuideSentence[]): GuideSentence[] => {
  const seen = new Set<string>();
  return sentences.filter((sentence) => !seen.has(sentence.text) && Boolean(seen.add(sentence.text)));
};

/** The drug findings: the heaviest penalty stated for each offence a sentence names. */
function drugFindings(sentences: readonly GuideSentence[], rule: TopicRule): GuideFinding[] {
  const findings: GuideFinding[] = [];
  for (const offence of ['trafficking', 'possession', 'any'] as const) {
    const stated = sentences
      .map((sentence) => ({ sentence, penalty: rule.value!(sentence) }))
      .filter(
        (entry): entry is { sentence: GuideSentence; penalty: (typeof DRUG_PENALTIES)[number] } =>
          entry.penalty !== null && drugOffencesOf(entry.sentence.text).includes(offence),
      );
    if (stated.length === 0) continue;
    const heaviest = Math.min(...stated.map((entry) => DRUG_PENALTIES.indexOf(entry.penalty)));
    findings.push({
      topic: 'drugs',
      value: DRUG_PENALTIES[heaviest]!,
      offence,
      words: stated
        .filter((entry) => DRUG_PENALTIES.indexOf(entry.penalty) === heaviest)
        .slice(0, WORDS_PER_FINDING)
        .map((entry) => entry.sentence.text),
    });
  }
  return findings;
}

const STAY = /\b(\d+|thirty|sixty|ninety)[- ]days?\b|\b(\d+|one|two|three|six)[- ]months?\b/i;

/** One topic's finding: the most severe reading stated (or the first), with the sentences stating it. */
function topicFinding(sentences: readonly GuideSentence[], rule: TopicRule): GuideFinding | null {
  const rank = rule.rank;
  const preferred = rank
    ? sentences
        .map((sentence, index) => ({ sentence, index }))
        .sort((a, b) => rank(a.sentence) - rank(b.sentence) || a.index - b.index)
        .map((entry) => entry.sentence)
    : sentences;
  const read = preferred.map((sentence) => ({ sentence, value: rule.value?.(sentence) ?? null }));
  const withValue = read.filter((entry) => entry.value !== null);
  if (rule.needsValue && withValue.length === 0) return null;
  let value: string | null = null;
  if (withValue.length > 0) {
    const severityRank = (candidate: string) => {
      const index = GUIDE_SEVERITY[rule.topic]?.indexOf(candidate) ?? -1;
      return index < 0 ? Number.MAX_SAFE_INTEGER : index;
    };
    value = GUIDE_SEVERITY[rule.topic]
      ? withValue.reduce((best, entry) => (severityRank(entry.value!) < severityRank(best.value!) ? entry : best)).value
      : withValue[0]!.value;
  }
  const backing = (value === null ? read : read.filter((entry) => entry.value === value)).slice(0, WORDS_PER_FINDING);
  const finding: GuideFinding = { topic: rule.topic, value, words: backing.map((entry) => entry.sentence.text) };
  if (rule.topic === 'visa') return { ...finding, period: STAY.exec(backing[0]!.sentence.text)?.[0] ?? null };
  return finding;
}

/** The findings of one kind, in the order GUIDE_TOPICS lists the topics. */
export function guideFindings(sentences: readonly GuideSentence[], kind: GuideKind): GuideFinding[] {
  return TOPIC_RULES.filter((rule) => rule.kind === kind).flatMap((rule) => {
    // A bare heading-like fragment ("Malaria") states nothing; a labelled answer ("None") does.
    const matching = unique(
      sentences.filter(
        (sentence) => (sentence.labelled || sentence.text.split(/\s+/).length >= 3) && rule.matches(sentence),
      ),
    );
    if (matching.length === 0) return [];
    // A sentence that only opens a list ("Kuwaiti law prohibits:") quotes nothing on its own: last.
    matching.sort((a, b) => Number(a.text.endsWith(':')) - Number(b.text.endsWith(':')));
    // A page written for the kind speaks for it: a remark elsewhere ("you may need a visa for Laos")
    // counts only where that page says nothing of the topic.
    const primary = matching.filter((sentence) => sentence.primary);
    if (primary.length > 0) matching.splice(0, matching.length, ...primary);
    if (rule.topic === 'drugs') return drugFindings(matching, rule);
    const finding = topicFinding(matching, rule);
    return finding ? [finding] : [];
  });
}

/** The opening words of the section a kind is written in, verbatim, without the page's own title. */
function excerptOf(markdown: string, kind: GuideKind, title: string): string | null {
  const sections = sectionsOf(markdown).filter((candidate) => candidate.body);
  const section =
    sections.find((candidate) => candidate.heading !== title && KIND_HEADINGS[kind].test(candidate.heading)) ??
    sections.find((candidate) => candidate.heading === title);
  const lines = (section?.body ?? markdown).split(/\r?\n/).filter((line) => !/\]\(javascript:/.test(line));
  // A page's leading links ("• Facebook – visiting Thailand video", "• X") are not its words.
  const start = lines.findIndex((line) => line.trim() && !/^\s*[*+-]\s+\S+(\s+\S+){0,5}\s*$/.test(line));
  const body = lines.slice(Math.max(start, 0)).join('\n');
  return firstParagraphs(body, 600);
}

/** Where a government's page for a kind lives: the FCDO gives each part of its advice its own address. */
function pageUrl(source: AdvisorySource, countryUrl: string, page: string): string {
  if (source !== 'uk') return countryUrl;
  const slug = page
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${countryUrl.replace(/\/$/, '')}/${slug}`;
}

/** Every kind the pages speak to, as records; a kind with no page and no finding gives none. */
export function guideRecordsOf(
  source: AdvisorySource,
  pages: Readonly<Record<string, string>>,
  onPage: (url: string) => OfficialPageRecord,
  countryUrl: string,
): GuideRecord[] {
  const byKind = sentencesByKind(pages);
  return GUIDE_KINDS.flatMap((kind): GuideRecord[] => {
    const findings = guideFindings(byKind[kind], kind);
    const firstWords = findings[0]?.words[0];
    const page = kindPage(pages, kind) ?? byKind[kind].find((sentence) => sentence.text === firstWords)?.page ?? null;
    if (!page) return [];
    const excerpt = excerptOf(pages[page]!, kind, page);
    if (findings.length === 0 && !excerpt) return [];
    return [{ ...onPage(pageUrl(source, countryUrl, page)), kind, page, findings, excerpt }];
  });
}
