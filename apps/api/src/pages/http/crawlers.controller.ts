/**
 * What search engines read first: `robots.txt` (the public pages allowed; the API, the console and
 * personal pages not; the sitemap named) and the sitemap, an index of files built with the
 * `sitemap` library: the site's own pages, the countries, the cities in files of 10,000 and the
 * forum, each page with its address in every language (`xhtml:link` alternates, English the
 * default). Each file is kept ten minutes: a crawler's burst reads the read model once.
 */
import { Controller, Get, Header, NotFoundException, Param } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Readable } from 'node:stream';
import { SitemapIndexStream, SitemapStream, streamToPromise } from 'sitemap';
import { localePath, LOCALES } from '@safetrails/contracts';
import { AppConfig, publicUrl } from '../../config/app.config';
import { Access } from '../../platform/http/access.decorator';
import { PAGE_TABLE } from '../content/page-table';
import { CITIES_PER_SITEMAP, SitemapReader, type SitemapEntry } from '../queries/sitemap.reader';

const KEEP_MS = 10 * 60_000;
const XML = 'application/xml; charset=utf-8';
const CITY_FILE = /^cities-([1-9]\d{0,3})\.xml$/;

/** Paths no crawler should index: personal, transactional, or not pages at all. */
const DISALLOWED = [
  '/api/',
  '/admin',
  '/admin-api/',
  '/og/',
  // In every language: `/profile` and `/es/profile`.
  ...PAGE_TABLE.filter((page) => page.kind === 'private').flatMap((page) =>
    LOCALES.map((locale) => localePath(locale, page.pattern)),
  ),
];

@ApiExcludeController()
@Controller()
export class CrawlersController {
  private readonly origin: string;
  private readonly kept = new Map<string, { at: number; xml: Promise<string> }>();

  constructor(
    config: AppConfig,
    private readonly reader: SitemapReader,
  ) {
    this.origin = publicUrl(config);
  }

  @Get('robots.txt')
  @Access('public')
  @Header('content-type', 'text/plain; charset=utf-8')
  @Header('cache-control', 'public, max-age=3600')
  robots(): string {
    return [
      'User-agent: *',
      'Allow: /',
      ...DISALLOWED.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${this.origin}/sitemap.xml`,
      '',
    ].join('\n');
  }

  @Get('sitemap.xml')
  @Access('public')
  @Header('content-type', XML)
  @Header('cache-control', 'public, max-age=600')
  index(): Promise<string> {
    return this.keep('index', async () => {
      const files = Math.max(1, Math.ceil((await this.reader.cityCount()) / CITIES_PER_SITEMAP));
      const names = ['pages', 'countries', 'forum', ...Array.from({ length: files }, (_, i) => `cities-${i + 1}`)];
      const stream = new SitemapIndexStream();
      Readable.from(names.map((name) => ({ url: `${this.origin}/sitemaps/${name}.xml` }))).pipe(stream);
      return (await streamToPromise(stream)).toString();
    });
  }

  @Get('sitemaps/:file')
  @Access('public')
  @Header('content-type', XML)
  @Header('cache-control', 'public, max-age=600')
  file(@Param('file') file: string): Promise<string> {
    const part = CITY_FILE.exec(file)?.[1];
    const entries: (() => Promise<SitemapEntry[]>) | undefined = part
      ? () => this.reader.cities(Number(part))
      : {
          'pages.xml': () =>
            Promise.resolve(
              PAGE_TABLE.filter((page) => page.kind === 'static').map((page) => ({
                path: page.pattern,
                lastmod: null,
              })),
            ),
          'countries.xml': () => this.reader.countries(),
          'forum.xml': () => this.reader.forum(),
        }[file];
    if (!entries) throw new NotFoundException({ statusCode: 404, error: 'Not Found', message: 'No such sitemap' });
    return this.keep(file, async () => {
      const list = await entries();
      if (list.length === 0 && part)
        throw new NotFoundException({ statusCode: 404, error: 'Not Found', message: 'No such sitemap' });
      const stream = new SitemapStream({ hostname: this.origin });
      Readable.from(
        list.map((entry) => ({
          url: entry.path,
          ...(entry.lastmod ? { lastmod: entry.lastmod.toISOString() } : {}),
          links: [
            ...LOCALES.map((lang) => ({ lang, url: `${this.origin}${localePath(lang, entry.path)}` })),
            { lang: 'x-default', url: `${this.origin}${entry.path}` },
          ],
        })),
      ).pipe(stream);
      return (await streamToPromise(stream)).toString();
    });
  }

  private keep(name: string, build: () => Promise<string>): Promise<string> {
    const kept = this.kept.get(name);
    if (kept && Date.now() - kept.at < KEEP_MS) return kept.xml;
    const xml = build();
    this.kept.set(name, { at: Date.now(), xml });
    xml.catch(() => this.kept.delete(name));
    return xml;
  }
}
