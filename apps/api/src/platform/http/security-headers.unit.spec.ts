import { createHash } from 'node:crypto';
import { inlineScriptHashes, pageOptions } from './security-headers';

const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes each inline script a browser would run, once, as a policy source', () => {
    const loader = "(function () { document.head.appendChild(document.createElement('script')); })();";
    const page =
      `<script>${loader}</script><script type="module">import('/a.js');</script>` +
      `<script type="text/javascript">${loader}</script>`;
    expect(inlineScriptHashes(page)).toEqual([sha(loader), sha("import('/a.js');")]);
  });

  it('leaves out scripts with an address and data blocks such as JSON-LD', () => {
    const page =
      '<script src="/intl-warmup.js" async></script><script type="module" crossorigin src="/assets/index-1.js"></script>' +
      '<script type="application/ld+json">{"@type":"Place"}</script>';
    expect(inlineScriptHashes(page)).toEqual([]);
  });
});

describe('pageOptions', () => {
  const directives = (options: ReturnType<typeof pageOptions>) =>
    (options.contentSecurityPolicy as { directives: Record<string, string[]> }).directives;

  it('adds the hashes to the scripts allowed and the tile server to the images', () => {
    const options = directives(pageOptions('https://tile.example.org/{z}/{x}/{y}.png', ["'sha256-abc='"]));
    expect(options['scriptSrc']).toEqual(["'self'", "'sha256-abc='"]);
    expect(options['imgSrc']).toEqual(["'self'", 'data:', 'https:', 'https://tile.example.org']);
  });

  it('allows no inline script without a hash', () => {
    expect(directives(pageOptions('off'))['scriptSrc']).toEqual(["'self'"]);
  });
});
