/**
 * The new-post toolbar (spec part 2 "New post page": bold, italic, link, bullet, numbered, quote,
 * heading) as pure edits of the text and its selection, so the buttons write the Markdown the server
 * renders and a test can check every one. Inline formats wrap the selection (or a placeholder, left
 * selected to type over); line formats prefix every selected line and take the prefix off again when
 * every line already has it.
 */

export type MarkdownFormat = 'bold' | 'italic' | 'link' | 'bullet' | 'numbered' | 'quote' | 'heading';

export interface TextSelection {
  readonly value: string;
  readonly selectionStart: number;
  readonly selectionEnd: number;
}

export const MARKDOWN_FORMATS: readonly MarkdownFormat[] = [
  'bold',
  'italic',
  'link',
  'bullet',
  'numbered',
  'quote',
  'heading',
];

export function applyFormat(format: MarkdownFormat, text: TextSelection): TextSelection {
  switch (format) {
    case 'bold':
      return wrap(text, '**', '**', 'bold text');
    case 'italic':
      return wrap(text, '_', '_', 'italic text');
    case 'link':
      return link(text);
    case 'bullet':
      return prefixLines(text, () => '- ', /^- /);
    case 'numbered':
      return prefixLines(text, (index) => `${index + 1}. `, /^\d+\. /);
    case 'quote':
      return prefixLines(text, () => '> ', /^> /);
    case 'heading':
      return prefixLines(text, () => '## ', /^#{1,6} /);
  }
}

function wrap(
  { value, selectionStart, selectionEnd }: TextSelection,
  before: string,
  after: string,
  placeholder: string,
) {
  const selected = value.slice(selectionStart, selectionEnd);
  const inner = selected || placeholder;
  const start = selectionStart + before.length;
  return {
    value: `${value.slice(0, selectionStart)}${before}${inner}${after}${value.slice(selectionEnd)}`,
    selectionStart: start,
    selectionEnd: start + inner.length,
  };
}

/** With text selected, it becomes the link's text and the address is left selected to type over. */
function link({ value, selectionStart, selectionEnd }: TextSelection): TextSelection {
  const selected = value.slice(selectionStart, selectionEnd);
  const label = selected || 'link text';
  const url = 'https://';
  const inserted = `[${label}](${url})`;
  const head = value.slice(0, selectionStart);
  const [start, end] = selected
    ? [selectionStart + label.length + 3, selectionStart + label.length + 3 + url.length]
    : [selectionStart + 1, selectionStart + 1 + label.length];
  return { value: `${head}${inserted}${value.slice(selectionEnd)}`, selectionStart: start, selectionEnd: end };
}

function prefixLines(
  { value, selectionStart, selectionEnd }: TextSelection,
  prefixOf: (index: number) => string,
  existing: RegExp,
): TextSelection {
  const lineStart = value.lastIndexOf('\n', selectionStart - 1) + 1;
  // A selection that ends right after a newline does not reach into the next line.
  const lastIncluded =
    selectionEnd > selectionStart && value[selectionEnd - 1] === '\n' ? selectionEnd - 1 : selectionEnd;
  const nextNewline = value.indexOf('\n', lastIncluded);
  const lineEnd = nextNewline === -1 ? value.length : nextNewline;
  const lines = value.slice(lineStart, lineEnd).split('\n');
  const removing = lines.every((line) => existing.test(line));
  const changed = lines.map((line, index) => (removing ? line.replace(existing, '') : `${prefixOf(index)}${line}`));
  const block = changed.join('\n');
  const result = `${value.slice(0, lineStart)}${block}${value.slice(lineEnd)}`;
  // With nothing selected the cursor goes to the end of its line, ready to type the item or heading;
  // otherwise the formatted lines stay selected, so a second click takes the format off again.
  if (selectionStart === selectionEnd) {
    const end = lineStart + block.length;
    return { value: result, selectionStart: end, selectionEnd: end };
  }
  return { value: result, selectionStart: lineStart, selectionEnd: lineStart + block.length };
}
