/**
 * Security headers. Pages (the apps, Swagger UI) get helmet's full set with a content security
 * policy; JSON answers get the short set OWASP recommends for APIs (nothing to render, so nothing
 * to allow). Both are computed once at start: @fastify/helmet re-parses the policy on every
 * request, which cost a quarter of the API's throughput on cached reads, and on loopback the
 * bytes of a kilobyte of page headers on every JSON answer cost as much again.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import helmet, { type HelmetOptions } from 'helmet';

const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // react-admin (emotion) and Swagger UI inject style elements.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      frameSrc: ['https://www.youtube-nocookie.com'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  // The sign-in popup goes to Google or Reddit and back; under `same-origin` it would lose its
  // opener and could not report the sign-in to the page.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
};

/** The headers helmet would set, captured from one run of its middleware. */
export function securityHeaders(options: HelmetOptions = OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/** For JSON: no content may load, no framing, no sniffing, HTTPS remembered. */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'referrer-policy': 'no-referrer',
};

function servesJson(url: string): boolean {
  if (url.startsWith('/api/docs')) return false;
  return url.startsWith('/api/') || url.startsWith('/admin-api/') || url === '/health' || url === '/metrics';
}

const INLINE_SCRIPT = /<script((?:\s[^>]*)?)>([\s\S]*?)<\/script>/g;
/** What a `type` attribute may say for the browser to run the script: nothing, or a JavaScript type. */
const RUNNABLE = /^(?:|module|(?:text|application)\/(?:java|ecma)script)$/i;

/**
 * The policy's source for each inline script a page carries (`'sha256-…'`), so that exactly those
 * run and no other inline script can: the web app's one is the loader that starts its scripts after
 * the first paint (apps/web/scripts/scripts-after-paint.ts). Data blocks (JSON-LD) are not scripts.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (!RUNNABLE.test(type.trim())) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The page policy, with the map's tile server allowed to serve images when one is configured, and
 * the pages' own inline scripts by their hashes.
 */
export function pageOptions(mapTileUrl?: string, scriptHashes: readonly string[] = []): HelmetOptions {
  const policy = OPTIONS.contentSecurityPolicy as { directives: Record<string, unknown> };
  const tiles = mapTileUrl && mapTileUrl !== 'off' ? [new URL(mapTileUrl.replace(/[{}]/g, '')).origin] : [];
  if (tiles.length === 0 && scriptHashes.length === 0) return OPTIONS;
  return {
    ...OPTIONS,
    contentSecurityPolicy: {
      directives: {
        ...policy.directives,
        scriptSrc: [...(policy.directives['scriptSrc'] as string[]), ...scriptHashes],
        imgSrc: [...(policy.directives['imgSrc'] as string[]), ...tiles],
      },
    },
  };
}

export function registerSecurityHeaders(
  app: NestFastifyApplication,
  mapTileUrl?: string,
  scriptHashes: readonly string[] = [],
): void {
  const pageHeaders = securityHeaders(pageOptions(mapTileUrl, scriptHashes));
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) => {
      void reply.headers(servesJson(request.url) ? API_HEADERS : pageHeaders);
      done();
    });
}
