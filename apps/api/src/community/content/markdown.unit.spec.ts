import { plainExcerpt, RenderCache, renderMarkdown } from './markdown';

/**
 * Known XSS payloads (OWASP XSS Filter Evasion Cheat Sheet style), as raw HTML, inside Markdown
 * constructs, nested, encoded and obfuscated. None may leave a script, an event handler, a style, a
 * frame or a javascript:/vbscript:/data: URL in the HTML.
 */
const PAYLOADS: readonly string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<script\x20type="text/javascript">javascript:alert(1);</script>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  "<BODY ONLOAD=alert('XSS')>",
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="  javascript:alert(1)">click</a>',
  '<a href="java\tscript:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="https://example.com" onclick="alert(1)">click</a>',
  '<a href="https://example.com" style="position:fixed;top:0">click</a>',
  '<div style="background-image: url(javascript:alert(1))">x</div>',
  '<div style="width: expression(alert(1))">x</div>',
  "<STYLE>@import'http://evil.example/xss.css';</STYLE>",
  '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<<script>script>alert(1)<</script>/script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '"><script>alert(1)</script>',
  "'';!--\"<XSS>=&{()}",
  '<!--<img src=x onerror=alert(1)>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '[x](javascript:alert(1))',
  '[x](JAVASCRIPT:alert(1))',
  '[x](javascript&#58;alert(1))',
  '[x](&#106;avascript:alert(1))',
  '[x](  javascript:alert(1)  )',
  '[x](vbscript:msgbox(1))',
  '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[x](<javascript:alert(1)>)',
  '[x]: javascript:alert(1)\n\n[x]',
  '<javascript:alert(1)>',
  '![x](https://example.com/a.png" onerror="alert(1))',
  '![x](javascript:alert(1))',
  '[x](https://example.com "title\\" onmouseover=\\"alert(1))',
  '**<img src=x onerror=alert(1)>**',
  '> <script>alert(1)</script>',
  '- <svg/onload=alert(1)>',
  '`<script>alert(1)</script>`',
  '```\n<script>alert(1)</script>\n```',
  '[<img src=x onerror=alert(1)>](https://example.com)',
  '<a href="https://example.com"><img src=x onerror=alert(1)></a>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<base href="javascript:alert(1)//">',
];

/** What must never appear in the rendered HTML, as markup (escaped text like `&lt;script&gt;` is fine). */
function dangers(html: string): string[] {
  const found: string[] = [];
  if (
    /<\s*(script|style|iframe|object|embed|svg|math|img|link|meta|base|form|input|button|body|video|source|details|template|noscript)\b/i.test(
      html,
    )
  )
    found.push('a forbidden element');
  if (/<[^>]+\son[a-z]+\s*=/i.test(html)) found.push('an event handler attribute');
  if (/<[^>]+\sstyle\s*=/i.test(html)) found.push('a style attribute');
  if (/<[^>]+\s(href|src|action|data|background|formaction)\s*=\s*["']?\s*(javascript|vbscript|data):/i.test(html))
    found.push('a script URL');
  // Text is escaped (`&lt;`), so every `<` left opens a real tag: only their attributes count.
  for (const href of html.matchAll(/<a\s[^>]*href="([^"]*)"/g))
    if (!/^(https?:|mailto:)/i.test(href[1]!)) found.push(`a link to ${href[1]}`);
  return found;
}

describe('renderMarkdown', () => {
  it.each(PAYLOADS)('leaves no script, handler or script URL: %s', (payload) => {
    expect(dangers(renderMarkdown(payload))).toEqual([]);
    expect(dangers(renderMarkdown(`Some text before.\n\n${payload}\n\nAnd after.`))).toEqual([]);
  });

  it('keeps the formatting the new-post toolbar writes', () => {
    const html = renderMarkdown(
      [
        '# Night buses',
        '',
        '**bold** and *italic* and ~~gone~~',
        '',
        '- one',
        '- two',
        '',
        '1. first',
        '2. second',
        '',
        '> a quote',
        '',
        '[a link](https://example.com/path?q=1)',
      ].join('\n'),
    );
    expect(html).toContain('<h3>Night buses</h3>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>italic</em>');
    expect(html).toContain('<s>gone</s>');
    expect(html).toContain('<ul>\n<li>one</li>');
    expect(html).toContain('<ol>\n<li>first</li>');
    expect(html).toContain('<blockquote>\n<p>a quote</p>\n</blockquote>');
    expect(html).toContain(
      '<a href="https://example.com/path?q=1" rel="nofollow noopener noreferrer ugc" target="_blank">a link</a>',
    );
  });

  it('shows raw HTML as text instead of markup', () => {
    expect(renderMarkdown('<b>hi</b> & <script>x</script>')).toBe(
      '<p>&lt;b&gt;hi&lt;/b&gt; &amp; &lt;script&gt;x&lt;/script&gt;</p>',
    );
  });

  it('keeps mailto links and makes bare addresses links', () => {
    expect(renderMarkdown('[write](mailto:help@example.com)')).toContain('href="mailto:help@example.com"');
    expect(renderMarkdown('see https://example.com now')).toContain('href="https://example.com"');
  });
});

describe('plainExcerpt', () => {
  it('is the text without formatting, cut at a word', () => {
    expect(plainExcerpt('# Title\n\n**Bold** [link](https://x.example) `code`')).toBe('Title Bold link code');
    const long = plainExcerpt('word '.repeat(100), 22);
    expect(long).toBe('word word word word…');
  });

  it('keeps what looks like markup as text (React escapes it)', () => {
    expect(plainExcerpt('<img src=x onerror=alert(1)> &amp; hi')).toBe('<img src=x onerror=alert(1)> & hi');
  });
});

describe('RenderCache', () => {
  it('answers what renderMarkdown answers and forgets the least recently used', () => {
    const cache = new RenderCache(2);
    expect(cache.render('**a**')).toBe(renderMarkdown('**a**'));
    cache.render('b');
    cache.render('**a**');
    cache.render('c');
    expect(cache.excerpt('*x*')).toBe('x');
  });
});
