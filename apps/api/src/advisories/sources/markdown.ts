/**
 * Helpers for the governments' pages. The sources publish HTML; what we store and test on is the page
 * converted to Markdown (as the public git-scraped history records it), so the parsers read headings,
 * bold lines, links and lists. Everything we keep is turned into plain text: no HTML, no Markdown.
 */

/** A heading (`#`..`######`) or a line that is bold on its own, as the US pages mark sections. */
const HEADING = /^(?:#{1,6}\s+(.+?)\s*#*\s*$|\*\*([^*]+?)\*\*:?\s*$)/;

export interface Section {
  readonly heading: string;
  /** 1-6 for `#` headings, 7 for a bold line. */
  readonly depth: number;
  readonly body: string;
}

/** A line as a heading, its words in plain text and its rank; null for any other line. */
export function headingOf(line: string): { heading: string; depth: number } | null {
  const match = HEADING.exec(line.trim());
  if (!match) return null;
  const depth = match[1] !== undefined ? /^#+/.exec(line.trim())![0].length : 7;
  return { heading: plainText(match[1] ?? match[2] ?? ''), depth };
}

/** The page cut at its headings, each with the text up to the next heading of the same or a higher rank. */
export function sectionsOf(markdown: string): Section[] {
  const lines = markdown.split(/\r?\n/);
  const starts: { index: number; heading: string; depth: number }[] = [];
  lines.forEach((line, index) => {
    const heading = headingOf(line);
    if (heading) starts.push({ index, ...heading });
  });
  return starts.map((start, i) => {
    const end = starts.slice(i + 1).find((next) => next.depth <= start.depth)?.index ?? lines.length;
    return {
      heading: start.heading,
      depth: start.depth,
      body: lines
        .slice(start.index + 1, end)
        .join('\n')
        .trim(),
    };
  });
}

/** The first section whose heading matches. */
export function findSection(markdown: string, heading: RegExp): Section | null {
  return sectionsOf(markdown).find((section) => heading.test(section.heading)) ?? null;
}

/** Markdown to plain text: links become their words, emphasis and images go, whitespace is tidied. */
export function plainText(markdown: string): string {
  return (
    markdown
      .replace(/<[^>]*>/g, ' ')
      .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
      .replace(/\[([^\]]*)\]\((?:[^()]|\([^)]*\))*\)/g, '$1')
      // "**terrorism**and**civil unrest**": the pages' bold runs into the next word.
      .replace(/([\w.,])\*\*(?=\w)/g, '$1 ')
      .replace(/\*\*|__|\*(?=\S)|(?<=\S)\*/g, '')
      .replace(/^#+\s*/gm, '')
      // A list's mark, not the "+" of a number at a line's start ("+ (244) 222-64-1000").
      .replace(/^\s*(?:[*-]|\+(?!\s*[\d(]))\s+/gm, '• ')
      .replace(/&nbsp;|\u00a0/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/[ \t]+/g, ' ')
      .replace(/ *\n */g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

/**
 * A piece of Markdown as its sentences, each plain text and verbatim: cut at line ends and at a
 * sentence's end before a capital, a quotation mark or a bullet; a list's bullet is dropped.
 */
export function sentencesOf(markdown: string): string[] {
  return plainText(markdown)
    .split(/\n+|(?<=[.!?])\s+(?=[A-Z“"•])/)
    .map((sentence) => sentence.replace(/^[•*:-]\s*/, '').trim())
    .filter((sentence) => sentence.length > 3);
}

/** The first paragraph of plain text, cut at a sentence end near `max` characters. */
export function firstParagraphs(markdown: string, max = 700): string | null {
  const text = plainText(markdown);
  if (!text) return null;
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('.\n'));
  return end > max / 3 ? cut.slice(0, end + 1) : `${cut.trimEnd()}…`;
}

/** Every link target in a piece of Markdown. */
export function linksOf(markdown: string): { text: string; url: string }[] {
  return [...markdown.matchAll(/\[([^\]]*)\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => ({
    text: plainText(match[1]!),
    url: match[2]!,
  }));
}

/** A date written as the sources write it ("28 May 2025", "May 28, 2025", ISO) as an ISO date-time. */
export function parseSourceDate(text: string | null | undefined): string | null {
  if (!text) return null;
  const trimmed = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return new Date(`${trimmed}T00:00:00Z`).toISOString();
  if (/^\d{4}-\d{2}-\d{2}T/.test(trimmed)) {
    // A time without a zone is read as UTC: the sources publish dates, the hour is not what matters.
    const time = Date.parse(/(?:[zZ]|[+-]\d{2}:?\d{2})$/.test(trimmed) ? trimmed : `${trimmed}Z`);
    return Number.isNaN(time) ? null : new Date(time).toISOString();
  }
  const time = Date.parse(`${trimmed} UTC`);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** One item of a Markdown list, with the items nested under it ("+" or indented) as plain text. */
export interface ListItem {
  readonly text: string;
  readonly children: readonly string[];
}

/**
 * The first list in `markdown` (from its start, after blank lines), its items with their nested
 * items. The pages nest with an indent or with "+" under "*" items, sometimes after a blank line.
 */
export function firstList(markdown: string): ListItem[] {
  const items: { text: string; children: string[] }[] = [];
  let topMarker: string | null = null;
  for (const line of markdown.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const match = /^(\s*)([*+-])\s+(.*)$/.exec(line);
    if (!match) {
      if (items.length === 0) return [];
      break;
    }
    const [, indent, marker, body] = match as unknown as [string, string, string, string];
    const text = plainText(body);
    const nested = items.length > 0 && (indent.length >= 2 || (topMarker !== null && marker !== topMarker));
    if (nested) items[items.length - 1]!.children.push(text);
    else {
      topMarker ??= marker;
      items.push({ text, children: [] });
    }
  }
  return items;
}

/** A list item as one line: its text, and its nested items after it joined by "; ". */
export function itemText(item: ListItem): string {
  return item.children.length ? `${item.text} ${item.children.join('; ')}` : item.text;
}
