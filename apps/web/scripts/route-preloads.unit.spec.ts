import { readFileSync } from 'node:fs';
import path from 'node:path';
import { routeModules, routePreloads } from './route-preloads';

const routerSource = readFileSync(path.join(__dirname, '..', 'src', 'app', 'router.tsx'), 'utf8');

describe('route preloads', () => {
  it('finds every routed screen of the route table with its module', () => {
    const routes = routeModules(routerSource);
    const byPath = Object.fromEntries(routes.map((route) => [route.path, route.module]));
    expect(byPath).toMatchObject({
      '/': 'src/app/routes/landing.tsx',
      '/forums': 'src/app/routes/forums.tsx',
      '/search/:query': 'src/app/routes/search.tsx',
      '/destination/:id': 'src/app/routes/destination.tsx',
      '/dashboard': 'src/app/routes/dashboard.tsx',
      '/country/:code': 'src/app/routes/country.tsx',
      '*': 'src/app/routes/not-found.tsx',
    });
    // Every `path:` followed by its own lazy screen is found: none is silently left without preloads.
    const routedScreens = routerSource.match(/path: '[^']+',(?:\s*handle: [^\n]*,)?\s*lazy:/g) ?? [];
    expect(routes).toHaveLength(routedScreens.length);
  });

  it('names a route chunk and what it imports, without what the entry already loads', () => {
    const manifest = {
      'index.html': { file: 'assets/index-1.js', imports: ['_react-1.js'] },
      '_react-1.js': { file: 'assets/react-1.js' },
      '_shared-1.js': { file: 'assets/shared-1.js', imports: ['_react-1.js'], css: ['assets/shared-1.css'] },
      '_community-1.js': {
        file: 'assets/community-1.js',
        dynamicImports: ['virtual:messages/en-community', 'virtual:messages/pt-BR-community'],
      },
      'src/app/routes/forums.tsx': {
        file: 'assets/forums-1.js',
        imports: ['index.html', '_shared-1.js', '_community-1.js'],
        css: ['assets/forums-1.css'],
        dynamicImports: ['src/features/forum/editor.tsx'],
      },
      'virtual:messages/en-community': { file: 'assets/en-community-1.js' },
      'virtual:messages/pt-BR': { file: 'assets/pt-BR-1.js' },
      'virtual:messages/pt-BR-community': { file: 'assets/pt-BR-community-1.js' },
    };
    const entry = {
      ...manifest['index.html'],
      dynamicImports: ['virtual:messages/pt-BR', 'src/app/routes/forums.tsx'],
    };
    const reads = { everyPage: ['/api/user'], byRoute: { '/forums': ['/api/forum/stats'] } };
    expect(
      routePreloads(
        [{ path: '/forums', module: 'src/app/routes/forums.tsx' }],
        { ...manifest, 'index.html': entry },
        reads,
      ),
    ).toEqual([
      {
        path: '/forums',
        modules: ['/assets/forums-1.js', '/assets/shared-1.js', '/assets/community-1.js'],
        styles: ['/assets/forums-1.css', '/assets/shared-1.css'],
        reads: ['/api/user', '/api/forum/stats'],
        // Each language's first chunk (English's is in the entry) and the route's parts, by language.
        messages: {
          en: ['/assets/en-community-1.js'],
          'pt-BR': ['/assets/pt-BR-1.js', '/assets/pt-BR-community-1.js'],
        },
      },
    ]);
  });

  it('refuses reads declared for a path the route table does not have', () => {
    const reads = { everyPage: [], byRoute: { '/forum': ['/api/forum/stats'] } };
    expect(() => routePreloads([{ path: '/forums', module: 'src/app/routes/forums.tsx' }], {}, reads)).toThrow(
      'reads for paths the route table lacks: /forum',
    );
  });

  it("declares reads only for the route table's paths", () => {
    const routes = routeModules(routerSource);
    expect(() => routePreloads(routes, {})).not.toThrow();
  });
});
