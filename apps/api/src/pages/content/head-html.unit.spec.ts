import { readFileSync } from 'node:fs';
import path from 'node:path';
import { withPageHead, type PageHead } from './head-html';

const INDEX = readFileSync(path.resolve(__dirname, '..', '..', '..', '..', 'web', 'index.html'), 'utf8');

const head = (overrides: Partial<PageHead> = {}): PageHead => ({
  status: 200,
  locale: 'en',
  alternates: [],
  title: 'Lyon, France | SafeTrails',
  description: 'Safety score 80/100.',
  canonical: 'https://safetrails.example/destination/2996944',
  index: true,
  ogType: 'website',
  image: null,
  jsonLd: null,
  firstHtml: null,
  ...overrides,
});

describe('a page head in the app’s index.html', () => {
  it('replaces the generic title and description, once each', () => {
    const html = withPageHead(INDEX, head());
    expect(html.match(/<title>/g)).toEqual(['<title>']);
    expect(html).toContain('<title>Lyon, France | SafeTrails</title>');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta name="description" content="Safety score 80/100." />');
  });

  it('escapes what the read model holds, and reads no `$` in it as a replacement pattern', () => {
    const html = withPageHead(
      INDEX,
      head({
        title: `Post "$&" <b>bold</b> $' | SafeTrails`,
        jsonLd: { headline: '</script><script>alert(1)</script>' },
        firstHtml: '<main data-first-html>costs $1 and $&</main>',
      }),
    );
    expect(html).toContain("<title>Post &quot;$&amp;&quot; &lt;b&gt;bold&lt;/b&gt; $' | SafeTrails</title>");
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)');
    expect(html).toContain('<main data-first-html>costs $1 and $&</main>');
  });

  it("puts a page's first HTML inside #root, after the header bar, where the app replaces it", () => {
    const html = withPageHead(INDEX, head({ firstHtml: '<main data-first-html>facts</main>' }));
    expect(html).toMatch(
      /<div id="root">[\s\S]*<\/header>\s*<main data-first-html>facts<\/main>\s*<\/div>\s*<noscript/,
    );
  });

  it('names the page’s language on <html> and its address in every language', () => {
    const html = withPageHead(
      INDEX,
      head({
        locale: 'ar',
        canonical: 'https://safetrails.example/ar/destination/2996944',
        alternates: [
          { hreflang: 'en', href: 'https://safetrails.example/destination/2996944' },
          { hreflang: 'ar', href: 'https://safetrails.example/ar/destination/2996944' },
          { hreflang: 'x-default', href: 'https://safetrails.example/destination/2996944' },
        ],
      }),
    );
    expect(html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(html.match(/<html/g)).toHaveLength(1);
    expect(html).toContain(
      '<link rel="alternate" hreflang="ar" href="https://safetrails.example/ar/destination/2996944" />',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://safetrails.example/destination/2996944" />',
    );
    expect(html).toContain('<meta property="og:locale" content="ar_AR" />');
  });

  it('says the shell’s own words in the page’s language: its logo link (to the language’s home) and its noscript', () => {
    const english = withPageHead(INDEX, head());
    expect(english).toContain('<a class="logo" aria-label="SafeTrails home" href="/">');
    expect(english).toMatch(/<noscript>SafeTrails needs JavaScript/);
    const spanish = withPageHead(INDEX, head({ locale: 'es' }));
    expect(spanish).toContain('<a class="logo" aria-label="Inicio de SafeTrails" href="/es">');
    expect(spanish).toMatch(/<noscript>SafeTrails necesita JavaScript/);
    expect(spanish).not.toContain('SafeTrails home');
    expect(spanish.match(/<noscript/g)).toHaveLength(1);
  });
});
