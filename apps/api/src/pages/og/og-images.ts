/**
 * The share images of city and country pages, rendered on the server with satori (the card's
 * layout to SVG, with the Inter font shipped in apps/api/data/fonts) and resvg (SVG to PNG). An
 * image is named by the hash of what it shows (og-card.ts): the page's head links to
 * `/og/destination/{id}.png?v={hash}`, so a changed score or level is a new address that chats
 * and search engines fetch again, and the same card is rendered once and kept in memory.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Injectable } from '@nestjs/common';
import { Resvg } from '@resvg/resvg-js';
import {
  ADVISORY_SOURCE_INFO,
  ADVISORY_SOURCES,
  countryNameIn,
  summaryWords,
  type AdvisorySource,
  type CountryDetail,
  type DestinationDetail,
  type Locale,
} from '@safetrails/contracts';
import satori from 'satori';
import { cardWords, drawnIn } from './card-words';
import { ogCardElement, OG_WIDTH, OG_HEIGHT, type OgCard } from './og-card';

const FONTS_DIR = path.resolve(__dirname, '..', '..', '..', 'data', 'fonts');
/** Distinct cards kept rendered: a PNG is 40-70 KB. */
const CAPACITY = 300;

export interface OgImage {
  readonly hash: string;
  readonly png: Buffer;
}

/** What every card in a language shows besides its place: each government by its country's name, the levels, the rest. */
function cardText(locale: Locale): Pick<OgCard, 'governments' | 'levelNames' | 'words'> {
  const language = drawnIn(locale);
  const governments = Object.fromEntries(
    ADVISORY_SOURCES.map((source) => {
      const home = ADVISORY_SOURCE_INFO[source].home;
      return [source, new Intl.DisplayNames([language], { type: 'region' }).of(home) ?? home];
    }),
  ) as Record<AdvisorySource, string>;
  return { governments, levelNames: summaryWords(language).levels, words: cardWords(language) };
}

export function destinationCard(destination: DestinationDetail, locale: Locale = 'en'): OgCard {
  const language = drawnIn(locale);
  const country = countryNameIn(language, destination.countryCode, destination.country);
  const where = [destination.admin1, country].filter((part) => part && part !== destination.name);
  return {
    name: destination.name,
    where: where.length > 0 ? where.join(', ') : null,
    score: destination.safetyScore,
    stripLabel: cardWords(language).cityStrip(destination.name),
    levels: Object.fromEntries(destination.localAdvice.advisories.map((advisory) => [advisory.source, advisory.level])),
    ...cardText(language),
  };
}

export function countryCard(country: CountryDetail, locale: Locale = 'en'): OgCard {
  const language = drawnIn(locale);
  return {
    name: countryNameIn(language, country.code, country.name),
    where: null,
    stripLabel: cardWords(language).countryStrip,
    levels: Object.fromEntries(country.advisories.map((advisory) => [advisory.source, advisory.level])),
    ...cardText(language),
  };
}

export const cardHash = (card: OgCard) =>
  createHash('sha256').update(JSON.stringify(card)).digest('base64url').slice(0, 16);

@Injectable()
export class OgImages {
  private fonts: { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[] | null = null;
  private readonly rendered = new Map<string, Promise<Buffer>>();

  /** The card's PNG, rendered once per distinct card. */
  async image(card: OgCard): Promise<OgImage> {
    const hash = cardHash(card);
    let png = this.rendered.get(hash);
    if (png) {
      // Kept in the order of use: the least recently used card goes first.
      this.rendered.delete(hash);
    } else {
      png = this.render(card);
      png.catch(() => this.rendered.delete(hash));
    }
    this.rendered.set(hash, png);
    if (this.rendered.size > CAPACITY) this.rendered.delete(this.rendered.keys().next().value!);
    return { hash, png: await png };
  }

  private async render(card: OgCard): Promise<Buffer> {
    const svg = await satori(ogCardElement(card) as never, {
      width: OG_WIDTH,
      height: OG_HEIGHT,
      fonts: this.loadFonts(),
    });
    return new Resvg(svg, { fitTo: { mode: 'width', value: OG_WIDTH } }).render().asPng();
  }

  private loadFonts() {
    this.fonts ??= (['latin', 'latin-ext'] as const).flatMap((subset) =>
      ([400, 700] as const).map((weight) => ({
        name: 'Inter',
        data: readFileSync(path.join(FONTS_DIR, `inter-${subset}-${weight}-normal.woff`)),
        weight,
        style: 'normal' as const,
      })),
    );
    return this.fonts;
  }
}
