import { readFileSync } from 'node:fs';
import path from 'node:path';
import { matchPage, PAGE_TABLE } from './page-table';
import { PAGE_WORDS } from './page-words';

const routerSource = readFileSync(
  path.resolve(__dirname, '..', '..', '..', '..', 'web', 'src', 'app', 'router.tsx'),
  'utf8',
);

/**
 * Every routed path of the web app with its English title: `path: '/x', handle: { title: TITLES.x }` or
 * `opensWithBeta('/x', TITLES.x)`, where `TITLES.x` is `x: { id: 'route.x', defaultMessage: 'X' }`.
 */
function webRoutes(): Map<string, string | undefined> {
  const titles = new Map<string, string>();
  for (const match of routerSource.matchAll(/(\w+): \{ id: 'route\.\w+', defaultMessage: '([^']+)' \}/g))
    titles.set(match[1]!, match[2]!);
  const title = (key: string | undefined) => (key === undefined ? undefined : titles.get(key));
  const routes = new Map<string, string | undefined>();
  for (const match of routerSource.matchAll(/path: '([^']+)',(?:\s*handle: \{ title: TITLES\.(\w+) \})?/g))
    routes.set(match[1]!, title(match[2]));
  for (const match of routerSource.matchAll(/opensWithBeta\('([^']+)', TITLES\.(\w+)\)/g))
    routes.set(match[1]!, title(match[2]));
  routes.delete('*');
  return routes;
}

describe('the page table', () => {
  it("has every route of the web app's table, with the same title, and no other", () => {
    const routes = webRoutes();
    expect(routes.size).toBeGreaterThan(25);
    expect(new Map(PAGE_TABLE.map((route) => [route.pattern, route.title]))).toEqual(routes);
  });

  it('gives every page search engines may index a description', () => {
    for (const route of PAGE_TABLE.filter((page) => page.kind === 'static')) expect(route.description).toBeTruthy();
  });

  it('matches a path to its route and its decoded parameters, and no route to an unknown path', () => {
    expect(matchPage('/destination/3533462')).toMatchObject({
      route: { pattern: '/destination/:id' },
      params: { id: '3533462' },
    });
    expect(matchPage('/destination/3533462/report')?.route.kind).toBe('destination-report');
    expect(matchPage('/search/S%C3%A3o%20Paulo')?.params).toEqual({ query: 'São Paulo' });
    expect(matchPage('/forums/')?.route.pattern).toBe('/forums');
    for (const unknown of ['/nonsense', '/destination', '/destination/1/2/3', '/search/%E0%A4%A'])
      expect(matchPage(unknown)).toBeNull();
  });

  it('has every indexed page’s head in every language we speak', () => {
    for (const [locale, words] of Object.entries(PAGE_WORDS))
      for (const route of PAGE_TABLE.filter((page) => page.kind === 'static')) {
        const head = words.pages[route.pattern];
        expect({ locale, pattern: route.pattern, description: Boolean(head?.description) }).toEqual({
          locale,
          pattern: route.pattern,
          description: true,
        });
        if (route.title) expect(head?.title).toBeTruthy();
      }
  });
});
