/**
 * Forum Markdown to safe HTML, on the way out: events keep the author's source, and every read
 * renders it here. Two independent walls: markdown-it escapes raw HTML (`html: false`) and refuses
 * javascript:/vbscript:/file:/data: links, then sanitize-html keeps only an allowlist of tags and
 * attributes, so a bug in one is not an XSS hole. The excerpt is plain text for the list previews.
 */
import { createHash } from 'node:crypto';
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { FORUM_EXCERPT_LENGTH } from '@safetrails/contracts';

const markdown = new MarkdownIt('default', { html: false, linkify: true, breaks: true, typographer: false })
  // The toolbar has no image button, and remote images would let a post track its readers.
  .disable(['image']);

/** A heading in a post sits under the page's own title, so `#` becomes h3 and so on. */
const HEADING_FOR: Readonly<Record<string, string>> = { h1: 'h3', h2: 'h4', h3: 'h5', h4: 'h6', h5: 'h6', h6: 'h6' };

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'del',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'h3',
    'h4',
    'h5',
    'h6',
    'code',
    'pre',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Ends up as text: no iframe, svg, math, style or script survives, with or without content.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'title', 'xmp', 'iframe'],
  transformTags: {
    ...Object.fromEntries(
      Object.entries(HEADING_FOR).map(([from, to]) => [from, sanitizeHtml.simpleTransform(to, {})]),
    ),
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        rel: 'nofollow noopener noreferrer ugc',
        target: '_blank',
      },
    }),
  },
};

/** Renders a post's or comment's Markdown to HTML that may go into the page as is. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.render(source), SANITIZE).trim();
}

/** The text a reader sees, without formatting, whitespace collapsed, cut at a word near `length`. */
export function plainExcerpt(source: string, length = FORUM_EXCERPT_LENGTH): string {
  const parts: string[] = [];
  for (const token of markdown.parse(source, {})) {
    if (token.type !== 'inline') {
      if (token.block && token.nesting !== 1) parts.push(' ');
      if (token.type === 'fence' || token.type === 'code_block') parts.push(token.content, ' ');
      continue;
    }
    for (const child of token.children ?? []) {
      if (child.type === 'text' || child.type === 'code_inline') parts.push(child.content);
      else if (child.type === 'softbreak' || child.type === 'hardbreak') parts.push(' ');
    }
  }
  const text = parts.join('').replace(/\s+/g, ' ').trim();
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * Rendering is pure, so a bounded cache keyed by the source's hash spares the lists re-rendering the
 * same bodies on every refetch (an SSE notice makes every open page refetch).
 */
export class RenderCache {
  private readonly html = new Map<string, string>();
  private readonly excerpts = new Map<string, string>();

  constructor(private readonly capacity = 2000) {}

  render(source: string): string {
    return this.remember(this.html, source, renderMarkdown);
  }

  excerpt(source: string): string {
    return this.remember(this.excerpts, source, (text) => plainExcerpt(text));
  }

  private remember(cache: Map<string, string>, source: string, compute: (source: string) => string): string {
    const key = createHash('sha256').update(source).digest('base64');
    const hit = cache.get(key);
    if (hit !== undefined) {
      // Refresh its place: Map keeps insertion order, so the first key is the least recently used.
      cache.delete(key);
      cache.set(key, hit);
      return hit;
    }
    const value = compute(source);
    cache.set(key, value);
    if (cache.size > this.capacity) cache.delete(cache.keys().next().value!);
    return value;
  }
}
