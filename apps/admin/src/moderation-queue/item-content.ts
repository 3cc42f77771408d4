/**
 * What an item is about, as rows of a definition list: a bug report's severity, steps, browser,
 * device and screenshot link first, then whatever else the submission or content carries. Links
 * are only made of http(s) addresses; everything is shown as text, never as HTML.
 */

export interface ContentRow {
  readonly key: string;
  readonly label: string;
  readonly text: string;
  /** An http(s) address to link to. */
  readonly href?: string;
  /** Long text (steps, a post's body) keeps its line breaks. */
  readonly long?: boolean;
}

const KNOWN: readonly { key: string; label: string; long?: boolean; link?: boolean }[] = [
  { key: 'title', label: 'Title' },
  { key: 'severity', label: 'Severity' },
  { key: 'description', label: 'Description', long: true },
  { key: 'steps', label: 'Steps to reproduce', long: true },
  { key: 'url', label: 'Page', link: true },
  { key: 'browser', label: 'Browser' },
  { key: 'device', label: 'Device' },
  { key: 'screenshot', label: 'Screenshot', link: true },
  { key: 'content', label: 'Content', long: true },
  { key: 'message', label: 'Message', long: true },
  { key: 'issue', label: 'Issue', long: true },
  { key: 'correction', label: 'Suggested correction', long: true },
  { key: 'comment', label: 'Comment', long: true },
  { key: 'email', label: 'Contact email' },
  { key: 'contactAllowed', label: 'May be contacted' },
];

/** Fields that say nothing to a moderator or repeat the item's own columns. */
const SKIPPED = new Set(['reportId', 'submittedBy']);

export function safeHref(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function words(key: string): string {
  const spaced = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(asText).join(', ');
  return JSON.stringify(value, null, 2);
}

export function contentRows(content: Readonly<Record<string, unknown>> | null): ContentRow[] {
  if (!content) return [];
  const rows: ContentRow[] = [];
  const present = (value: unknown) => value !== null && value !== undefined && value !== '';
  for (const { key, label, long, link } of KNOWN) {
    const value = content[key];
    if (!present(value)) continue;
    const text = asText(value);
    const href = link ? safeHref(text) : undefined;
    rows.push({ key, label, text, ...(href ? { href } : {}), ...(long ? { long } : {}) });
  }
  const known = new Set(KNOWN.map(({ key }) => key));
  for (const [key, value] of Object.entries(content)) {
    if (known.has(key) || SKIPPED.has(key) || !present(value)) continue;
    const text = asText(value);
    const nested = typeof value === 'object' && !Array.isArray(value);
    rows.push({ key, label: words(key), text, ...(nested || text.length > 120 ? { long: true } : {}) });
  }
  return rows;
}
