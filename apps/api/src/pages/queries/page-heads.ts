/**
 * Each page's head and status, from the same read model as the page: a city's name, region,
 * country, the most cautious government's level for its area and the score (page-summary.ts in
 * the contracts, which the app's Share button uses too); a country's levels; a forum post as a
 * discussion; an alert. A page whose subject does not exist answers 404 (the app still opens on
 * its "not found" screen), a post a moderator removed 410, and personal pages say `noindex`.
 * Every page has an address per language (`/es/destination/42`): a city's and a country's head and
 * share image are written in the address's language, and an indexed page names its addresses in
 * every language (`hreflang`), English the default.
 */
import { Injectable, NotFoundException } from '@nestjs/common';
import {
  countrySummary,
  DEFAULT_LOCALE,
  destinationSummary,
  localePath,
  LOCALES,
  reportTitle,
  SITE_NAME,
  splitLocalePath,
  type CountryDetail,
  type DestinationDetail,
  type Locale,
} from '@safetrails/contracts';
import { AppConfig, publicUrl } from '../../config/app.config';
import { AlertReader } from '../../alerts/queries/alert.reader';
import { CountryReader } from '../../advisories/queries/country.reader';
import { ForumCategoriesReader } from '../../community/queries/forum-categories.reader';
import { SIGNED_OUT } from '../../community/queries/forum-author';
import { ForumReader } from '../../community/queries/forum.reader';
import { DestinationPages } from '../../destinations/queries/destination-pages';
import { countryFirstHtml, destinationFirstHtml, FIXED_FIRST_HTML, searchFirstHtml } from '../content/first-html';
import type { PageAlternate, PageHead } from '../content/head-html';
import { HOME_TITLE, matchPage, NOT_FOUND_TITLE, type MatchedPage } from '../content/page-table';
import { pageWords } from '../content/page-words';
import { cardHash, countryCard, destinationCard } from '../og/og-images';
import { OG_HEIGHT, OG_WIDTH } from '../og/og-card';

const DESTINATION_ID = /^[1-9]\d{0,8}$/;
const COUNTRY_CODE = /^[A-Za-z]{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG = /^[\w-]{1,100}$/;

const titled = (title: string) => `${title} | ${SITE_NAME}`;

/** Read it, or null when the reader says it does not exist. */
async function found<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof NotFoundException) return null;
    throw error;
  }
}

@Injectable()
export class PageHeads {
  private readonly origin: string;

  constructor(
    config: AppConfig,
    private readonly destinations: DestinationPages,
    private readonly countries: CountryReader,
    private readonly forum: ForumReader,
    private readonly categories: ForumCategoriesReader,
    private readonly alerts: AlertReader,
  ) {
    this.origin = publicUrl(config);
  }

  /** The head of the page at `pathname` (no query string), in the language its address names. */
  async head(pathname: string): Promise<PageHead> {
    const { locale, path } = splitLocalePath(pathname);
    const language = locale ?? DEFAULT_LOCALE;
    const found = await this.headIn(language, path);
    // Whatever answers 404 says so in the address's language.
    const notFoundWords = found.status === 404 ? (pageWords(language)?.notFound ?? null) : null;
    const head = notFoundWords
      ? { ...found, title: titled(notFoundWords.title), description: notFoundWords.description }
      : found;
    return { ...head, ...this.inLanguage(head, language) };
  }

  private headIn(locale: Locale, pathname: string): Promise<PageHead> | PageHead {
    const page = matchPage(pathname);
    if (!page) return this.notFound();
    const { route, params } = page;
    switch (route.kind) {
      case 'destination':
      case 'destination-report':
        return this.destination(params.id!, route.kind === 'destination-report', locale);
      case 'country':
        return this.country(params.code!, locale);
      case 'forum-post':
        return this.forumPost(params.id!);
      case 'forum-category':
        return this.forumCategory(params.slug!);
      case 'alert':
        return this.alert(params.id!);
      case 'search':
        return this.search(params.query!, locale);
      case 'static':
      case 'private':
        return this.fixed(page, locale);
    }
  }

  private url(pathname: string): string {
    return `${this.origin}${pathname}`;
  }

  /**
   * The head at the language's address: its canonical address and image in that language, and for
   * an indexed page its address in every language (itself included) with English as `x-default`.
   */
  private inLanguage(head: PageHead, locale: Locale): Pick<PageHead, 'locale' | 'canonical' | 'alternates' | 'image'> {
    const path = head.canonical?.slice(this.origin.length) ?? null;
    const alternates: PageAlternate[] =
      path !== null && head.index
        ? [
            ...LOCALES.map((language) => ({ hreflang: language, href: this.url(localePath(language, path)) })),
            { hreflang: 'x-default', href: this.url(path) },
          ]
        : [];
    const image =
      head.image && locale !== DEFAULT_LOCALE ? { ...head.image, url: `${head.image.url}&lang=${locale}` } : head.image;
    return {
      locale,
      canonical: path === null ? null : this.url(localePath(locale, path)),
      alternates,
      image,
    };
  }

  /** A head with its canonical address in English; head() puts it at the page's language's. */
  private base(title: string, description: string, canonicalPath: string | null, index: boolean): PageHead {
    return {
      status: 200,
      locale: DEFAULT_LOCALE,
      alternates: [],
      title,
      description,
      canonical: canonicalPath === null ? null : this.url(canonicalPath),
      index,
      ogType: 'website',
      image: null,
      jsonLd: null,
      firstHtml: null,
    };
  }

  notFound(): PageHead {
    return {
      ...this.base(titled(NOT_FOUND_TITLE), 'There is no page at this address on SafeTrails.', null, false),
      status: 404,
    };
  }

  private fixed({ route }: MatchedPage, locale: Locale): PageHead {
    const words = pageWords(locale);
    const own = words?.pages[route.pattern];
    const name = own?.title ?? route.title;
    const title = route.pattern === '/' ? (words?.homeTitle ?? HOME_TITLE) : titled(name ?? SITE_NAME);
    const description =
      own?.description ?? route.description ?? (route.title ? `${route.title} on ${SITE_NAME}.` : SITE_NAME);
    const indexable = route.kind === 'static';
    const head = this.base(title, description, indexable ? route.pattern : null, indexable);
    const firstHtml = FIXED_FIRST_HTML[route.pattern];
    return firstHtml ? { ...head, firstHtml: firstHtml(locale) } : head;
  }

  private async destination(id: string, report: boolean, locale: Locale): Promise<PageHead> {
    const destination = DESTINATION_ID.test(id) ? await found(() => this.destinations.page(Number(id))) : null;
    if (!destination) return this.notFound();
    const country = await found(() => this.countries.detail(destination.countryCode));
    const summary = destinationSummary(destination, locale);
    const canonical = `/destination/${destination.id}`;
    const head = this.base(
      titled(report ? reportTitle(summary.title, locale) : summary.title),
      summary.description,
      canonical,
      !report,
    );
    return {
      ...head,
      image: {
        url: this.url(`/og/destination/${destination.id}.png?v=${cardHash(destinationCard(destination, locale))}`),
        width: OG_WIDTH,
        height: OG_HEIGHT,
        alt: summary.title,
      },
      jsonLd: this.cityJsonLd(destination),
      firstHtml: report ? null : destinationFirstHtml(destination, country, locale),
    };
  }

  private cityJsonLd(destination: DestinationDetail): object {
    return {
      '@context': 'https://schema.org',
      '@type': 'City',
      name: destination.name,
      url: this.url(`/destination/${destination.id}`),
      geo: { '@type': 'GeoCoordinates', latitude: destination.latitude, longitude: destination.longitude },
      containedInPlace: [
        ...(destination.admin1 ? [{ '@type': 'AdministrativeArea', name: destination.admin1 }] : []),
        {
          '@type': 'Country',
          name: destination.country,
          identifier: destination.countryCode,
          url: this.url(`/country/${destination.countryCode}`),
        },
      ],
    };
  }

  private async country(code: string, locale: Locale): Promise<PageHead> {
    const country = COUNTRY_CODE.test(code) ? await found(() => this.countries.detail(code.toUpperCase())) : null;
    if (!country) return this.notFound();
    const summary = countrySummary(country, locale);
    return {
      ...this.base(titled(summary.title), summary.description, `/country/${country.code}`, true),
      image: {
        url: this.url(`/og/country/${country.code}.png?v=${cardHash(countryCard(country, locale))}`),
        width: OG_WIDTH,
        height: OG_HEIGHT,
        alt: `${summary.title}`,
      },
      jsonLd: this.countryJsonLd(country),
      firstHtml: countryFirstHtml(country, locale),
    };
  }

  private countryJsonLd(country: CountryDetail): object {
    return {
      '@context': 'https://schema.org',
      '@type': 'Country',
      name: country.name,
      identifier: country.code,
      url: this.url(`/country/${country.code}`),
    };
  }

  private async forumPost(id: string): Promise<PageHead> {
    if (!UUID.test(id)) return this.notFound();
    const post = await found(() => this.forum.post(id, SIGNED_OUT));
    if (!post) {
      if (!(await this.forum.removed(id))) return this.notFound();
      return { ...this.base(titled('Post removed'), 'A moderator removed this post.', null, false), status: 410 };
    }
    const canonical = `/forums/post/${post.id}`;
    return {
      ...this.base(titled(post.title), post.excerpt || post.title, canonical, true),
      ogType: 'article',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'DiscussionForumPosting',
        headline: post.title,
        text: post.excerpt,
        url: this.url(canonical),
        datePublished: post.createdAt,
        dateModified: post.editedAt ?? post.createdAt,
        author: { '@type': 'Person', name: post.author.displayName },
        articleSection: post.categoryName,
        interactionStatistic: [
          {
            '@type': 'InteractionCounter',
            interactionType: 'https://schema.org/CommentAction',
            userInteractionCount: post.commentCount,
          },
          {
            '@type': 'InteractionCounter',
            interactionType: 'https://schema.org/LikeAction',
            userInteractionCount: post.likes,
          },
        ],
      },
    };
  }

  private async forumCategory(slug: string): Promise<PageHead> {
    const category = SLUG.test(slug) ? await found(() => this.categories.category({ slug })) : null;
    if (!category) return this.notFound();
    return this.base(
      titled(`${category.name}: Community Forums`),
      category.description,
      `/forums/category/${category.slug}`,
      true,
    );
  }

  private search(query: string, locale: Locale): PageHead {
    const shown = query.trim().slice(0, 100);
    const words = pageWords(locale)?.search(shown) ?? null;
    const head = this.base(
      titled(words?.title ?? `Search: ${shown}`),
      words?.description ??
        `Destinations matching ${shown} on SafeTrails, each with its safety score and what the governments advise for it.`,
      `/search/${encodeURIComponent(shown)}`,
      shown.length > 0,
    );
    return { ...head, firstHtml: searchFirstHtml(query, locale) };
  }

  private async alert(id: string): Promise<PageHead> {
    const alert = UUID.test(id) ? await found(() => this.alerts.one(id, null)) : null;
    if (!alert) return this.notFound();
    const where = alert.destinationName ? ` (${alert.destinationName})` : '';
    const origin = alert.official
      ? 'Official alert'
      : alert.verified
        ? 'Verified alert'
        : 'Community report, unverified';
    return this.base(
      titled(`${alert.title}${where}`),
      `${origin}, ${alert.severity} severity, ${alert.isActive ? 'active' : 'no longer active'}. ${alert.content}`.slice(
        0,
        300,
      ),
      `/alerts/${alert.id}`,
      alert.isActive,
    );
  }
}
