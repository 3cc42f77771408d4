import { RoutePreloads } from './route-preloads';

const preloads = RoutePreloads.from([
  { path: '*', modules: ['/assets/not-found-1.js'], styles: [] },
  { path: '/', modules: ['/assets/landing-1.js'], styles: ['/assets/landing-1.css'] },
  {
    path: '/destination/:id',
    modules: ['/assets/destination-1.js', '/assets/map-1.js'],
    styles: [],
    reads: ['/api/user', '/api/destinations/:id'],
    messages: {
      en: ['/assets/en-more-1.js'],
      es: ['/assets/es-1.js', '/assets/es-more-1.js'],
      ar: ['https://elsewhere.example/ar-1.js'],
    },
  },
  {
    path: '/forums/category/:slug',
    modules: [],
    styles: [],
    reads: ['/api/forum/categories/slug/:slug', '/api/things?limit=4&offset=0', 'https://elsewhere.example/api/x'],
  },
  { path: '/destination/:id/report', modules: ['/assets/report-1.js'], styles: [] },
  {
    path: '/forums',
    modules: ['/assets/forums-1.js', 'https://elsewhere.example/x.js', '/assets/"><script>.js'],
    styles: [],
  },
]);

describe('route preloads', () => {
  it("names a route's scripts and styles for the page that opens on it", () => {
    expect(preloads.linksFor('/')).toBe(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/landing-1.js" />' +
        '<link rel="preload" as="style" fetchpriority="low" crossorigin href="/assets/landing-1.css" />',
    );
    expect(preloads.linksFor('/destination/2988507')).toMatch(
      new RegExp(
        '^<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/destination-1.js" />' +
          '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/map-1.js" />' +
          '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/en-more-1.js" /><link rel="preload" as="fetch" fetchpriority="low"',
      ),
    );
    expect(preloads.linksFor('/destination/2988507/report')).toContain('report-1.js');
    expect(preloads.linksFor('/destination/2988507/')).toContain('destination-1.js');
  });

  it('gives an unknown path the not-found page, and a malformed one nothing', () => {
    expect(preloads.linksFor('/nowhere/at/all')).toContain('not-found-1.js');
    expect(preloads.linksFor('/destination/%E0%A4%A')).toBe('');
  });

  it('names only our own build assets', () => {
    expect(preloads.linksFor('/forums')).toBe(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/forums-1.js" />',
    );
  });

  it("names the route's first API reads with its parameters filled in", () => {
    expect(preloads.linksFor('/destination/2988507')).toContain(
      '<link rel="preload" as="fetch" fetchpriority="low" crossorigin href="/api/user" />' +
        '<link rel="preload" as="fetch" fetchpriority="low" crossorigin href="/api/destinations/2988507" />',
    );
    expect(preloads.linksFor('/forums/category/safety-tips')).toBe(
      '<link rel="preload" as="fetch" fetchpriority="low" crossorigin href="/api/forum/categories/slug/safety-tips" />' +
        '<link rel="preload" as="fetch" fetchpriority="low" crossorigin href="/api/things?limit=4&amp;offset=0" />',
    );
  });

  it('names no read whose parameter the API would refuse, and no address outside the API', () => {
    const links = preloads.linksFor('/destination/paris');
    expect(links).toContain('destination-1.js');
    expect(links).toContain('href="/api/user"');
    expect(links).not.toContain('/api/destinations/');
    expect(preloads.linksFor('/forums/category/%22%3E%3Cscript%3E')).not.toContain('/api/forum/categories/slug');
    expect(preloads.linksFor('/forums/category/x')).not.toContain('elsewhere');
  });

  it("names the route's messages in the page's language only", () => {
    const english = preloads.linksFor('/destination/2988507');
    expect(english).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/en-more-1.js" />',
    );
    expect(english).not.toContain('es-more-1.js');
    const spanish = preloads.linksFor('/es/destination/2988507');
    expect(spanish).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/es-1.js" />' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/es-more-1.js" />',
    );
    expect(spanish).not.toContain('en-more-1.js');
    expect(spanish).toContain('destination-1.js');
    // Only our own build's files; a language without chunks for the route gets none.
    expect(preloads.linksFor('/ar/destination/2988507')).not.toContain('elsewhere');
    expect(preloads.linksFor('/fr/destination/2988507')).not.toMatch(/-more-1\.js/);
  });

  it('names nothing without a build that wrote the file', () => {
    expect(RoutePreloads.load('/nonexistent').linksFor('/')).toBe('');
  });
});
