import { RoutePreloads } from './route-preloads';

const preloads = RoutePreloads.from([
  { path: '*', modules: ['/assets/not-found-1.js'], styles: [] },
  { path: '/', modules: ['/assets/landing-1.js'], styles: ['/assets/landing-1.css'] },
  { path: '/destination/:id', modules: ['/assets/destination-1.js', '/assets/map-1.js'], styles: [] },
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
      '<link rel="modulepreload" crossorigin href="/assets/landing-1.js" />' +
        '<link rel="preload" as="style" crossorigin href="/assets/landing-1.css" />',
    );
    expect(preloads.linksFor('/destination/2988507')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/destination-1.js" />' +
        '<link rel="modulepreload" crossorigin href="/assets/map-1.js" />',
    );
    expect(preloads.linksFor('/destination/2988507/report')).toContain('report-1.js');
    expect(preloads.linksFor('/destination/2988507/')).toContain('destination-1.js');
  });

  it('gives an unknown path the not-found page, and a malformed one nothing', () => {
    expect(preloads.linksFor('/nowhere/at/all')).toContain('not-found-1.js');
    expect(preloads.linksFor('/destination/%E0%A4%A')).toBe('');
  });

  it('names only our own build assets', () => {
    expect(preloads.linksFor('/forums')).toBe('<link rel="modulepreload" crossorigin href="/assets/forums-1.js" />');
  });

  it('names nothing without a build that wrote the file', () => {
    expect(RoutePreloads.load('/nonexistent').linksFor('/')).toBe('');
  });
});
