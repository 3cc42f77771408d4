/**
 * `/og/destination/{id}.png` and `/og/country/{code}.png`: the image a shared page shows
 * (og-images.ts), in the page's language with `lang` (`?lang=es`; English without it or for a
 * language we do not speak). Public, outside `/api` and the OpenAPI document: they are addresses for chats
 * and search engines, not the API. The `v` the page's head adds names the card; with it, the
 * image may be kept a year, without it ten minutes.
 */
import { Controller, Get, NotFoundException, Param, Query, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { isLocale, type Locale } from '@safetrails/contracts';
import { CountryReader } from '../../advisories/queries/country.reader';
import { DestinationPages } from '../../destinations/queries/destination-pages';
import { Access } from '../../platform/http/access.decorator';
import { countryCard, destinationCard, OgImages, type OgImage } from '../og/og-images';
import type { OgCard } from '../og/og-card';

const DESTINATION_FILE = /^([1-9]\d{0,8})\.png$/;
const COUNTRY_FILE = /^([A-Za-z]{2})\.png$/;

const languageOf = (lang: unknown): Locale => (typeof lang === 'string' && isLocale(lang) ? lang : 'en');

const notFound = () => new NotFoundException({ statusCode: 404, error: 'Not Found', message: 'No such image' });

@ApiExcludeController()
@Controller('og')
export class ShareImagesController {
  constructor(
    private readonly images: OgImages,
    private readonly destinations: DestinationPages,
    private readonly countries: CountryReader,
  ) {}

  @Get('destination/:file')
  @Access('public')
  async destination(
    @Param('file') file: string,
    @Query('v') version: unknown,
    @Query('lang') lang: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const id = DESTINATION_FILE.exec(file)?.[1];
    if (!id) throw notFound();
    const destination = await this.destinations.page(Number(id)).catch(() => null);
    if (!destination) throw notFound();
    return this.send(destinationCard(destination, languageOf(lang)), version, reply);
  }

  @Get('country/:file')
  @Access('public')
  async country(
    @Param('file') file: string,
    @Query('v') version: unknown,
    @Query('lang') lang: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const code = COUNTRY_FILE.exec(file)?.[1];
    if (!code) throw notFound();
    const country = await this.countries.detail(code.toUpperCase()).catch(() => null);
    if (!country) throw notFound();
    return this.send(countryCard(country, languageOf(lang)), version, reply);
  }

  private async send(card: OgCard, version: unknown, reply: FastifyReply): Promise<Buffer> {
    const image: OgImage = await this.images.image(card);
    // The version asked for is the card shown: it never changes, so it may be kept.
    const current = version === image.hash;
    void reply
      .type('image/png')
      .header('etag', `"${image.hash}"`)
      .header('cache-control', current ? 'public, max-age=31536000, immutable' : 'public, max-age=600');
    return image.png;
  }
}
