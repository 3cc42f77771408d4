/**
 * One origin for everything in the one-machine mode: the web app at `/`, the admin console at
 * `/admin`, the API at `/api`. Every other path gets the app's index.html (client-side routing),
 * with a fresh CSRF token in its meta tag and the page's own head and status (pages/: a city's
 * title and preview, 404 for what does not exist); unknown `/api` paths get the JSON 404.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorResponse } from '@safetrails/contracts';
import type { AppConfig } from '../../config/app.config';
import { escapeHtml, withPageHead, type PageHead } from '../content/head-html';
import { PageHeads } from '../queries/page-heads';
import { REPO_APPS, indexHtml, webDir } from '../../platform/spa/web-index';
import { RoutePreloads } from '../../platform/spa/route-preloads';

const CSRF_META = /<meta name="csrf-token" content="[^"]*"\s*\/?>/;

interface FrontEnd {
  readonly prefix: '/' | '/admin/';
  readonly dir: string;
}

/** Where the web app's page starts its scripts after the first paint (apps/web/scripts/scripts-after-paint.ts). */
const AFTER_PAINT_TEMPLATE = '<template id="after-paint">';

/**
 * The route's links go where the page's own scripts wait for the first paint; in a page built
 * without that template, at the end of the head.
 */
function withRouteLinks(page: string, links: string): string {
  if (links === '') return page;
  return page.includes(AFTER_PAINT_TEMPLATE)
    ? page.replace(AFTER_PAINT_TEMPLATE, `${AFTER_PAINT_TEMPLATE}${links}`)
    : page.replace('</head>', `${links}</head>`);
}

export async function registerFrontEnds(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const web: FrontEnd = { prefix: '/', dir: webDir(config) };
  const admin: FrontEnd = { prefix: '/admin/', dir: config.ADMIN_DIST_DIR ?? path.join(REPO_APPS, 'admin', 'dist') };
  const fastify = app.getHttpAdapter().getInstance();

  for (const frontEnd of [web, admin]) {
    if (!existsSync(path.join(frontEnd.dir, 'index.html'))) continue;
    await app.register(fastifyStatic, {
      root: frontEnd.dir,
      prefix: frontEnd.prefix,
      index: false,
      wildcard: false,
      decorateReply: false,
      // The build writes .br and .gz beside each asset; the browser gets the smallest it accepts.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        // Vite fingerprints everything under assets/; other files may change between releases.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        // The service worker and the manifest name the release: a browser must always ask for them.
        const release = /(^|[\\/])(sw\.js|manifest\.webmanifest)$/.test(filePath);
        void reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : release ? 'no-cache' : 'public, max-age=300',
        );
      },
    });
  }

  // The maps' tile server and its credit; `off` leaves the map to the basemap it ships with.
  const tileMeta =
    config.MAP_TILE_URL === 'off'
      ? ''
      : `\n    <meta name="map-tile-url" content="${escapeHtml(config.MAP_TILE_URL)}" />` +
        `\n    <meta name="map-tile-attribution" content="${escapeHtml(config.MAP_TILE_ATTRIBUTION)}" />`;

  const heads = app.get(PageHeads);
  /** The web app's pages get their own head; the console is never indexed. */
  const headOf = async (frontEnd: FrontEnd, request: FastifyRequest, pathname: string): Promise<PageHead | null> => {
    if (frontEnd !== web) return null;
    try {
      return await heads.head(pathname);
    } catch (error) {
      // The read model unreachable for a moment: the page still opens, with the app's own head.
      request.log.warn({ err: error }, 'page head not read');
      return null;
    }
  };

  const serveIndex = (frontEnd: FrontEnd, preloads: RoutePreloads) => {
    const shell = indexHtml(frontEnd.dir);
    const html =
      shell && frontEnd === admin ? shell.replace('</head>', '<meta name="robots" content="noindex" /></head>') : shell;
    return async (request: FastifyRequest, reply: FastifyReply) => {
      if (!html) {
        return reply
          .status(503)
          .type('text/plain; charset=utf-8')
          .send(`This app is not built yet: run \`npm run build\` (looked in ${frontEnd.dir}).`);
      }
      const pathname = request.url.split('?')[0]!;
      const head = await headOf(frontEnd, request, pathname);
      const token = reply.generateCsrf();
      const links = preloads.linksFor(pathname);
      return (
        reply
          .status(head?.status ?? 200)
          // Always asked for again (it carries a fresh CSRF token and names this release's assets),
          // yet allowed in the back/forward cache; only this browser may keep it.
          .header('cache-control', 'private, no-cache')
          .type('text/html; charset=utf-8')
          .send(
            withRouteLinks(
              (head ? withPageHead(html, head) : html).replace(
                CSRF_META,
                `<meta name="csrf-token" content="${token}" />${tileMeta}`,
              ),
              links,
            ),
          )
      );
    };
  };

  const webIndex = serveIndex(web, RoutePreloads.load(web.dir));
  const adminIndex = serveIndex(admin, RoutePreloads.from([]));
  fastify.get('/admin', adminIndex);
  fastify.get('/admin/*', adminIndex);
  fastify.get('/', webIndex);
  fastify.get('/*', (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/admin-api/')) {
      const body: ErrorResponse = {
        statusCode: 404,
        error: 'Not Found',
        message: `No route for GET ${request.url.split('?')[0]}`,
      };
      return reply.status(404).send(body);
    }
    return webIndex(request, reply);
  });
}
