/**
 * How the product is found and shared (docs/SHARING.md): each page's own head and status from the
 * read model (the title, description, canonical address, preview tags and JSON-LD, and for cities
 * and countries their facts in the first HTML), the share images, `robots.txt` and the sitemap.
 * It writes nothing: every answer is a read of the other modules' read models.
 */
import { Module } from '@nestjs/common';
import { AdvisoriesModule } from '../advisories/advisories.module';
import { AlertsModule } from '../alerts/alerts.module';
import { CommunityModule } from '../community/community.module';
import { DestinationsModule } from '../destinations/destinations.module';
import { CrawlersController } from './http/crawlers.controller';
import { ShareImagesController } from './http/share-images.controller';
import { OgImages } from './og/og-images';
import { PageHeads } from './queries/page-heads';
import { SitemapReader } from './queries/sitemap.reader';

@Module({
  imports: [DestinationsModule, AdvisoriesModule, CommunityModule, AlertsModule],
  controllers: [ShareImagesController, CrawlersController],
  providers: [PageHeads, OgImages, SitemapReader],
  exports: [PageHeads],
})
export class PagesModule {}
