import { inlineStylesheets } from './inline-entry-styles';

describe('inlineStylesheets', () => {
  const page = '<head><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>';

  it('writes a linked stylesheet of the bundle into the page in place of its link', () => {
    const { html, inlined } = inlineStylesheets(page, { 'assets/index-1.css': { type: 'asset', source: 'a{b:c}' } });
    expect(html).toBe('<head><style data-href="/assets/index-1.css">a{b:c}</style></head>');
    expect(inlined).toEqual(['assets/index-1.css']);
  });

  it('keeps the link of a stylesheet not in the bundle, or one that would close the style early', () => {
    expect(inlineStylesheets(page, {}).html).toBe(page);
    const closing = { 'assets/index-1.css': { type: 'asset', source: 'a{content:"</style>"}' } };
    expect(inlineStylesheets(page, closing)).toEqual({ html: page, inlined: [] });
  });
});
