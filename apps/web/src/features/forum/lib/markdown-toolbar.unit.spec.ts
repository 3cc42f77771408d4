import { applyFormat, type TextSelection } from './markdown-toolbar';

/** Writes a selection as text with [brackets] around it, or a | where the cursor is. */
function show({ value, selectionStart, selectionEnd }: TextSelection): string {
  if (selectionStart === selectionEnd) return `${value.slice(0, selectionStart)}|${value.slice(selectionStart)}`;
  return `${value.slice(0, selectionStart)}[${value.slice(selectionStart, selectionEnd)}]${value.slice(selectionEnd)}`;
}

/** The reverse of show: "stay [safe] out" selects "safe"; "a|b" puts the cursor between a and b. */
function text(marked: string): TextSelection {
  const cursor = marked.indexOf('|');
  if (cursor !== -1) {
    return { value: marked.replace('|', ''), selectionStart: cursor, selectionEnd: cursor };
  }
  const start = marked.indexOf('[');
  const end = marked.indexOf(']') - 1;
  return { value: marked.replace('[', '').replace(']', ''), selectionStart: start, selectionEnd: end };
}

describe('inline formats', () => {
  it('wrap the selection and keep it selected', () => {
    expect(show(applyFormat('bold', text('Stay [aware] at night')))).toBe('Stay **[aware]** at night');
    expect(show(applyFormat('italic', text('Stay [aware] at night')))).toBe('Stay _[aware]_ at night');
  });

  it('insert a selected placeholder when nothing is selected', () => {
    expect(show(applyFormat('bold', text('Tip: |')))).toBe('Tip: **[bold text]**');
    expect(show(applyFormat('italic', text('|')))).toBe('_[italic text]_');
  });

  it('make a link of the selection with the address selected to type over', () => {
    expect(show(applyFormat('link', text('See [the embassy] page')))).toBe('See [the embassy]([https://]) page');
  });

  it('make a link with a selected text placeholder when nothing is selected', () => {
    expect(show(applyFormat('link', text('See |')))).toBe('See [[link text]](https://)');
  });
});

describe('line formats', () => {
  it('prefix the line the cursor is on and leave the cursor at its end', () => {
    expect(show(applyFormat('bullet', text('Intro\nCarry a whis|tle\nEnd')))).toBe('Intro\n- Carry a whistle|\nEnd');
    expect(show(applyFormat('heading', text('|Getting around')))).toBe('## Getting around|');
    expect(show(applyFormat('quote', text('|')))).toBe('> |');
  });

  it('prefix every selected line, numbering a numbered list', () => {
    expect(show(applyFormat('numbered', text('[Book ahead\nShare your route\nKeep cash apart]')))).toBe(
      '[1. Book ahead\n2. Share your route\n3. Keep cash apart]',
    );
    expect(show(applyFormat('quote', text('A\nB[b\nC]c\nD')))).toBe('A\n[> Bb\n> Cc]\nD');
  });

  it('do not reach into the line after a selection that ends with its newline', () => {
    expect(show(applyFormat('bullet', text('[One\n]Two')))).toBe('[- One]\nTwo');
  });

  it('take the prefix off again when every selected line has it', () => {
    expect(show(applyFormat('bullet', text('[- One\n- Two]')))).toBe('[One\nTwo]');
    expect(show(applyFormat('numbered', text('[1. One\n2. Two]')))).toBe('[One\nTwo]');
    expect(show(applyFormat('heading', text('### Old|')))).toBe('Old|');
  });
});
