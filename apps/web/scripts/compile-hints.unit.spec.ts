import { addCompileHints, chunksRunOnOpen, COMPILE_HINT, type Bundle, type ChunkFacts } from './compile-hints';

const ROUTES = '/repo/apps/web/src/app/routes';

function chunk(fileName: string, facts: Partial<ChunkFacts> = {}): ChunkFacts & { type: 'chunk'; code: string } {
  return {
    type: 'chunk',
    fileName,
    isEntry: false,
    facadeModuleId: null,
    imports: [],
    code: `code of ${fileName}`,
    ...facts,
  };
}

/** The shape of the app's build: an entry, two lazy screens, catalogues, and a map loaded on demand. */
const app = [
  chunk('index.js', { isEntry: true, imports: ['framework.js', 'rolldown-runtime.js'] }),
  chunk('framework.js', { imports: ['rolldown-runtime.js'] }),
  chunk('rolldown-runtime.js'),
  chunk('landing.js', { facadeModuleId: `${ROUTES}/landing.tsx`, imports: ['framework.js'] }),
  chunk('destination.js', { facadeModuleId: `${ROUTES}/destination.tsx`, imports: ['score-freshness.js'] }),
  chunk('score-freshness.js', { imports: ['framework.js'] }),
  chunk('es-pages.js', {
    facadeModuleId: '/repo/apps/web/src/i18n/messages/es.json?part=pages',
    imports: ['rolldown-runtime.js'],
  }),
  chunk('nearby-alerts-map.js', {
    facadeModuleId: '/repo/apps/web/src/features/alerts/components/nearby-alerts-map.tsx',
    imports: ['leaflet-src.js'],
  }),
  chunk('leaflet-src.js', { imports: ['rolldown-runtime.js'] }),
];

describe('compile hints', () => {
  it('marks the entry, every route screen and what they import statically, transitively', () => {
    expect([...chunksRunOnOpen(app)].sort()).toEqual([
      'destination.js',
      'framework.js',
      'index.js',
      'landing.js',
      'rolldown-runtime.js',
      'score-freshness.js',
    ]);
  });

  it('leaves message catalogues, maps and the libraries only they import to compile when called', () => {
    const open = chunksRunOnOpen(app);
    expect(open.has('es-pages.js')).toBe(false);
    expect(open.has('nearby-alerts-map.js')).toBe(false);
    expect(open.has('leaflet-src.js')).toBe(false);
  });

  it('puts the hint on the first line, above the preload map Vite prepends, once', () => {
    const bundle: Bundle = Object.fromEntries(app.map((item) => [item.fileName, { ...item }]));
    bundle['index.js'].code = 'const __vite__mapDeps=(i)=>i;\nimport "./framework.js";';
    bundle['styles.css'] = { type: 'asset' };
    addCompileHints(bundle);
    addCompileHints(bundle);
    expect(bundle['index.js'].code).toBe(`${COMPILE_HINT}\nconst __vite__mapDeps=(i)=>i;\nimport "./framework.js";`);
    expect(bundle['landing.js'].code).toBe(`${COMPILE_HINT}\ncode of landing.js`);
    expect(bundle['leaflet-src.js'].code).toBe('code of leaflet-src.js');
    expect(bundle['styles.css']).toEqual({ type: 'asset' });
  });
});
