/**
 * A government's pages as sentences, each with the page it is on and the headings above it, so a
 * rule can read "6 months from date of entry required" under the U.S. "PASSPORT VALIDITY:" label
 * or "Possession of even small amounts …" under the FCDO's "Illegal drugs and prison sentences".
 */
import { GUIDE_KINDS, type GuideKind } from '@safetrails/contracts';
import { headingOf, sentencesOf } from '../markdown';

export interface GuideSentence {
  /** The page's title as the source names it ("Local Laws & Special Circumstances", "laws"). */
  readonly page: string;
  /** The headings above the sentence, outermost first, in plain text. */
  readonly headings: readonly string[];
  /** The sentence, verbatim (plain text of the page). */
  readonly text: string;
  /** Whether it is the answer under a label in capitals ("PASSPORT VALIDITY:" "6 months."). */
  readonly labelled: boolean;
  /** Whether it is on a page written for its kind (set by sentencesByKind), not under a heading elsewhere. */
  readonly primary?: boolean;
}

/** A label on a line of its own in capitals ("PASSPORT VALIDITY:"), as the U.S. "Quick Facts" write them. */
const LABEL_DEPTH = 8;
const CAPITAL_LABEL = /^([A-Z][A-Z ,&/()'-]{3,}):\s*$/;

/** Every sentence of one page, in order, with the headings above it. */
export function pageSentences(page: string, markdown: string): GuideSentence[] {
  const sentences: GuideSentence[] = [];
  const stack: { heading: string; depth: number }[] = [];
  let block: string[] = [];
  const flush = () => {
    if (block.length === 0) return;
    const headings = stack.map((entry) => entry.heading);
    const labelled = stack.at(-1)?.depth === LABEL_DEPTH;
    for (const text of sentencesOf(block.join('\n'))) sentences.push({ page, headings, text, labelled });
    block = [];
  };
  for (const line of markdown.split(/\r?\n/)) {
    const label = CAPITAL_LABEL.exec(line.trim());
    const heading = headingOf(line) ?? (label ? { heading: label[1]!, depth: LABEL_DEPTH } : null);
    if (heading) {
      flush();
      while (stack.length > 0 && stack.at(-1)!.depth >= heading.depth) stack.pop();
      stack.push(heading);
    } else if (!line.trim()) {
      flush();
    } else if (!/\]\(javascript:/.test(line)) {
      // A tab's own link ("[#### Entry, Exit and Visa Requirements](javascript:void(0))") is not its words.
      block.push(line);
    }
  }
  flush();
  return sentences;
}

/** The pages each kind is written on, by their titles across the five governments. */
const KIND_PAGES: Readonly<Record<GuideKind, RegExp>> = {
  laws: /\blaws?\b/i,
  transport: /transport|^travel$/i,
  health: /^health$/i,
  entry: /entry|quick facts|^travel$/i,
};

/** Sections on other pages that belong to a kind ("Transport risks" on the FCDO's safety page). */
export const KIND_HEADINGS: Readonly<Record<GuideKind, RegExp>> = {
  laws: /(?<!(traffic|road|driving) )\blaws?\b|\bdrugs?\b|narcotic|cultur|\bcustoms\b(?! rules)/i,
  transport:
    /transport|\broads?\b|driv|traffic|taxi|motorcycl|motorbike|scooter|\bbus(es)?\b|\brail|\btrains?\b|ride|vehicle/i,
  health: /health|vaccin|yellow fever|malaria|medic|\bwater\b/i,
  entry: /entry|visa|passport|border (crossings?|measures|controls?)|arrival|currency|money|departure|immigration/i,
};

/** The sentences of a country's pages that belong to each kind. */
export function sentencesByKind(
  pages: Readonly<Record<string, string>>,
): Readonly<Record<GuideKind, readonly GuideSentence[]>> {
  const all = Object.entries(pages).flatMap(([title, markdown]) => pageSentences(title, markdown));
  // The kind's own pages first: a page's general rule leads a remark under another page's heading.
  const onPage = (kind: GuideKind, sentence: GuideSentence) => KIND_PAGES[kind].test(sentence.page);
  const underHeading = (kind: GuideKind, sentence: GuideSentence) =>
    sentence.headings.some((heading) => KIND_HEADINGS[kind].test(heading));
  return Object.fromEntries(
    GUIDE_KINDS.map((kind) => [
      kind,
      [
        ...all.filter((sentence) => onPage(kind, sentence)).map((sentence) => ({ ...sentence, primary: true })),
        ...all.filter((sentence) => !onPage(kind, sentence) && underHeading(kind, sentence)),
      ],
    ]),
  ) as Record<GuideKind, GuideSentence[]>;
}

/** The title of the page a kind is mainly written on, where the country has one. */
export function kindPage(pages: Readonly<Record<string, string>>, kind: GuideKind): string | null {
  const titles = Object.keys(pages).filter((title) => KIND_PAGES[kind].test(title));
  // Smartraveller's "Travel" page holds entry and getting around; a page named for the kind leads.
  return titles.find((title) => title.toLowerCase() !== 'travel') ?? titles[0] ?? null;
}
