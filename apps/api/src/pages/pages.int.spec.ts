/**
 * How pages are found and shared, on a real PostgreSQL and the built web app: each page type's
 * head from the read model (a city, a country, a forum post and category, an alert, a fixed page,
 * a personal page), the statuses (404 for what does not exist, 410 for a removed post), the share
 * images, robots.txt and the sitemap.
 */
import { CommandBus } from '@nestjs/cqrs';
import type { ForumPostDetail, SafetyAlert } from '@safetrails/contracts';
import { startApi, type ApiHarness, type SignedIn } from '../../../../test/api-harness';
import { AdvisoryImporter, snapshotRecords } from '../advisories/import/advisory-importer';
import { loadSnapshot } from '../advisories/snapshot/snapshot';
import { geonamesCities } from '../destinations/catalogue/geonames-catalogue';
import { RegisterCatalogueCitiesCommand } from '../destinations/commands/register-catalogue-cities/register-catalogue-cities.command';
import { SYSTEM_CONTEXT } from '../platform/event-sourcing/command-context';
import { ProjectionWaiter } from '../platform/live/projection-waiter';
import { seedForumCategories } from '../seed/seed-forum';

const ACAPULCO = 3533462;
const CITIES = new Set([ACAPULCO, 3530597, 2988507]);

/** The attribute of the first tag matching `pattern` (`<meta property="og:title" content="...">`). */
function tag(html: string, selector: string, attribute = 'content'): string | null {
  const element = new RegExp(`<[^>]*${selector}[^>]*>`).exec(html)?.[0];
  const value = element && new RegExp(`${attribute}="([^"]*)"`).exec(element)?.[1];
  return value
    ? value
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
    : null;
}
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? null;

/** Width and height from a PNG's header chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('pages found and shared', () => {
  let api: ApiHarness;
  let bea: SignedIn;
  let mo: SignedIn;
  const get = (url: string) => api.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    api = await startApi();
    const bus = api.app.get(CommandBus);
    const cities = geonamesCities().filter((city) => CITIES.has(city.registration.destinationId));
    const registered: { position: never } = await bus.execute(
      new RegisterCatalogueCitiesCommand(cities, SYSTEM_CONTEXT),
    );
    await api.app.get(ProjectionWaiter).waitFor('destinations', registered.position);
    const snapshot = loadSnapshot();
    for (const source of ['us', 'uk', 'ca', 'au', 'ie'] as const) {
      const records = snapshotRecords(snapshot, source);
      const of = <T extends { countryCode: string }>(list: readonly T[]) =>
        list.filter((record) => record.countryCode === 'MX' || record.countryCode === 'FR');
      await api.app.get(AdvisoryImporter).importRecords({
        source,
        advisories: of(records.advisories),
        emergency: of(records.emergency),
        travellerFacts: of(records.travellerFacts ?? []),
      });
    }
    await api.app.get(ProjectionWaiter).waitFor('forum', await seedForumCategories(bus));
    await api.settled(30_000);
    [bea, mo] = await Promise.all([api.signIn('traveller-beta'), api.signIn('moderator')]);
  }, 120_000);
  afterAll(async () => api.close());

  it("gives a city's page its name, its most cautious level and who says it, a preview image and its facts", async () => {
    const response = await get(`/destination/${ACAPULCO}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const title = titleOf(html)!;
    expect(title).toMatch(
      /^Acapulco de Juárez, Guerrero, Mexico: (Do not travel|Reconsider travel), says .+ \| SafeTrails$/,
    );
    expect(tag(html, 'property="og:title"')).toBe(title);
    expect(tag(html, 'name="description"')).toMatch(/^Safety score \d+\/100\. Source: official advisories/);
    expect(tag(html, 'rel="canonical"', 'href')).toBe(`http://localhost:3000/destination/${ACAPULCO}`);
    expect(tag(html, 'name="robots"')).toBe('index, follow');
    expect(tag(html, 'name="twitter:card"')).toBe('summary_large_image');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!) as Record<
      string,
      unknown
    >;
    expect(jsonLd).toMatchObject({ '@type': 'City', name: 'Acapulco de Juárez', geo: { '@type': 'GeoCoordinates' } });
    // The facts without JavaScript: the name, the score's source, the governments' words, the numbers.
    const main = /<main id="main"[^>]*data-first-html>(.*?)<\/main>/s.exec(html)![1]!;
    expect(main).toContain('<h1>Acapulco de Juárez</h1>');
    expect(main).toContain('What the governments advise');
    expect(main).toMatch(
      /U\.S\. Department of State<\/strong> for [^:]+: (Do not travel|Reconsider travel)\. <span lang="en">“[^”]+”<\/span>/,
    );
    expect(main).toMatch(/<a href="tel:911">911<\/a>/);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);

    const image = tag(html, 'property="og:image"')!;
    const png = await get(image.replace('http://localhost:3000', ''));
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['cache-control']).toContain('immutable');
    expect(pngSize(png.rawPayload)).toEqual({ width: 1200, height: 630 });
    // Without the version it names, the same image is kept only briefly.
    const unversioned = await get(`/og/destination/${ACAPULCO}.png`);
    expect(unversioned.headers['cache-control']).toBe('public, max-age=600');
    expect(unversioned.headers.etag).toBe(png.headers.etag);
  });

  it("gives a country's page its levels and its image, and the printable report points to the city", async () => {
    const html = (await get('/country/mx')).body;
    expect(titleOf(html)).toMatch(/^Mexico: .+, says .+ \| SafeTrails$/);
    expect(tag(html, 'name="description"')).toMatch(/^What 5 governments advise for Mexico, side by side: /);
    expect(tag(html, 'rel="canonical"', 'href')).toBe('http://localhost:3000/country/MX');
    const png = await get(tag(html, 'property="og:image"')!.replace('http://localhost:3000', ''));
    expect(pngSize(png.rawPayload)).toEqual({ width: 1200, height: 630 });

    const report = (await get(`/destination/${ACAPULCO}/report`)).body;
    expect(tag(report, 'name="robots"')).toBe('noindex');
    expect(tag(report, 'rel="canonical"', 'href')).toBe(`http://localhost:3000/destination/${ACAPULCO}`);
  });

  it('serves each page at its address in every language: the head, preview and image in that language', async () => {
    const response = await get(`/fr/destination/${ACAPULCO}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toMatch(/<html lang="fr" dir="ltr">/);
    expect(titleOf(html)).toMatch(
      /^Acapulco de Juárez, Guerrero, Mexique : (Ne pas voyager|Reconsidérer le voyage), selon .+ \| SafeTrails$/,
    );
    expect(tag(html, 'name="description"')).toMatch(/^Score de sécurité \d+\/100\. Le conseil le plus prudent pour /);
    expect(tag(html, 'rel="canonical"', 'href')).toBe(`http://localhost:3000/fr/destination/${ACAPULCO}`);
    expect(tag(html, 'hreflang="pt-BR"', 'href')).toBe(`http://localhost:3000/pt-br/destination/${ACAPULCO}`);
    expect(tag(html, 'hreflang="x-default"', 'href')).toBe(`http://localhost:3000/destination/${ACAPULCO}`);
    const image = tag(html, 'property="og:image"')!;
    expect(image).toMatch(/&lang=fr$/);
    const png = await get(image.replace('http://localhost:3000', ''));
    expect(png.headers['cache-control']).toContain('immutable');
    const english = tag((await get(`/destination/${ACAPULCO}`)).body, 'property="og:image"')!;
    expect(png.headers.etag).not.toBe((await get(english.replace('http://localhost:3000', ''))).headers.etag);

    // Its first HTML in French too: our words translated, the governments' kept and marked English,
    // its links and the logo's at the French addresses.
    const main = /<main id="main"[^>]*data-first-html>(.*?)<\/main>/s.exec(html)![1]!;
    expect(main).toContain('Ce que conseillent les gouvernements');
    expect(main).toContain('Numéros d’urgence');
    expect(main).toMatch(/<strong>Police<\/strong>\u00a0: <a href="tel:911">911<\/a>/);
    expect(main).toMatch(/(Ne pas voyager|Reconsidérer le voyage)\. <span lang="en">“[^”]+”<\/span>/);
    expect(main).not.toContain('What the governments advise');
    expect(html).toContain('<a class="logo" aria-label="Accueil SafeTrails" href="/fr">');
    expect((await get('/es/country/MX')).body).toMatch(/<a href="\/es\/destination\/\d+">/);

    // A page that says the same to everyone, a search and a page that does not exist, in Spanish.
    const about = (await get('/es/about')).body;
    expect(titleOf(about)).toBe('Quiénes somos | SafeTrails');
    expect(tag(about, 'name="description"')).toMatch(/^SafeTrails ayuda a quienes viajan solos/);
    const search = (await get('/es/search/lyon')).body;
    expect(titleOf(search)).toBe('Buscar: lyon | SafeTrails');
    expect(search).toContain(
      '<p class="eyebrow">Resultados de búsqueda para “lyon”</p><h1 id="search-title">lyon</h1>',
    );
    const missing = await get('/es/nada');
    expect(missing.statusCode).toBe(404);
    expect(titleOf(missing.body)).toBe('Página no encontrada | SafeTrails');
    // The dashboard's header is in its first HTML, in the page's language; the about page has none.
    const dashboard = /<main id="main"[^>]*data-first-html>(.*?)<\/main>/s.exec((await get('/es/dashboard')).body)?.[1];
    expect(dashboard).toContain('<h1>Te damos la bienvenida</h1>');
    expect(dashboard).toContain('<p class="lead">Puntuaciones de seguridad');
    expect(about).not.toContain('data-first-html');

    // Arabic right to left; a language we do not speak is no language at all.
    expect((await get('/ar/country/MX')).body).toMatch(/<html lang="ar" dir="rtl">/);
    expect(titleOf((await get('/ar/country/MX')).body)).toMatch(/^المكسيك: /);
    expect((await get(`/it/destination/${ACAPULCO}`)).statusCode).toBe(404);
    // A personal page in another language is just as private.
    const profile = (await get('/es/profile')).body;
    expect(tag(profile, 'name="robots"')).toBe('noindex');
    expect(profile).not.toContain('hreflang');
  });

  it('gives a forum post its discussion, a category and an alert their own heads; a removed post is gone', async () => {
    const created = await bea.call('POST', '/api/forum/posts', {
      categoryId: 1,
      isAnonymous: false,
      includeLocation: false,
      title: 'Night buses from Oaxaca',
      content: 'Which night buses from Oaxaca felt safe to you as a woman alone?',
    });
    const post = created.json<ForumPostDetail>();
    await api.settled();
    const html = (await get(`/forums/post/${post.id}`)).body;
    expect(titleOf(html)).toBe('Night buses from Oaxaca | SafeTrails');
    expect(tag(html, 'property="og:type"')).toBe('article');
    expect(html).toContain('"@type":"DiscussionForumPosting"');

    const category = (await get(`/forums/category/${post.categorySlug}`)).body;
    expect(titleOf(category)).toBe(`${post.categoryName}: Community Forums | SafeTrails`);

    await mo.call('POST', `/api/forum/posts/${post.id}/hide`, { hidden: true, reason: 'Spam link' });
    await api.settled();
    expect((await get(`/forums/post/${post.id}`)).statusCode).toBe(410);

    const alert = (
      await mo.call('POST', '/api/safety-alerts', {
        title: 'Protest near the zócalo',
        content: 'A march is expected along the main avenue this afternoon; expect closed roads.',
        severity: 'medium',
        alertType: 'civil_unrest',
        destinationId: ACAPULCO,
        radius: 2000,
      })
    ).json<SafetyAlert>();
    await api.settled();
    expect(titleOf((await get(`/alerts/${alert.id}`)).body)).toMatch(
      /^Protest near the zócalo \(Acapulco de Juárez.*\) \| SafeTrails$/,
    );
  });

  it('answers 404 for what does not exist, and keeps personal pages out of search engines', async () => {
    for (const missing of [
      '/destination/999999999',
      '/destination/abc',
      '/country/ZZ',
      '/forums/post/00000000-0000-4000-8000-000000000000',
      '/forums/category/no-such-place',
      '/alerts/not-an-id',
      '/nonsense',
    ]) {
      const response = await get(missing);
      expect({ missing, status: response.statusCode }).toEqual({ missing, status: 404 });
      expect(response.headers['content-type']).toContain('text/html');
      expect(tag(response.body, 'name="robots"')).toBe('noindex');
    }
    for (const personal of ['/profile', '/saved', '/safety-alerts/settings', '/auth']) {
      const html = (await get(personal)).body;
      expect({ personal, robots: tag(html, 'name="robots"') }).toEqual({ personal, robots: 'noindex' });
    }
    expect(tag((await get('/admin')).body, 'name="robots"')).toBe('noindex');
    const about = (await get('/about')).body;
    expect(titleOf(about)).toBe('About | SafeTrails');
    expect(tag(about, 'name="robots"')).toBe('index, follow');
  });

  it('names the sitemap in robots.txt and lists every city, country and visible post with when it changed', async () => {
    const robots = (await get('/robots.txt')).body;
    expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
    expect(robots).toMatch(/^Disallow: \/profile$/m);
    expect(robots).toMatch(/^Disallow: \/es\/profile$/m);

    const index = await get('/sitemap.xml');
    expect(index.headers['content-type']).toContain('application/xml');
    const files = [...index.body.matchAll(/<loc>http:\/\/localhost:3000(\/sitemaps\/[\w-]+\.xml)<\/loc>/g)].map(
      (match) => match[1]!,
    );
    expect(files).toEqual([
      '/sitemaps/pages.xml',
      '/sitemaps/countries.xml',
      '/sitemaps/forum.xml',
      '/sitemaps/cities-1.xml',
    ]);
    const cities = (await get('/sitemaps/cities-1.xml')).body;
    for (const id of CITIES) expect(cities).toContain(`<loc>http://localhost:3000/destination/${id}</loc>`);
    // Each page names its address in every language.
    expect(cities).toContain(
      `<xhtml:link rel="alternate" hreflang="es" href="http://localhost:3000/es/destination/${ACAPULCO}"/>`,
    );
    expect(cities).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="http://localhost:3000/destination/${ACAPULCO}"/>`,
    );
    expect(cities).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
    const countries = (await get('/sitemaps/countries.xml')).body;
    expect(countries).toContain('<loc>http://localhost:3000/country/MX</loc>');
    const forum = (await get('/sitemaps/forum.xml')).body;
    expect(forum).toContain('/forums/category/');
    expect(forum).not.toContain('/forums/post/');
    expect((await get('/sitemaps/cities-2.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/nothing.xml')).statusCode).toBe(404);
  });
});
