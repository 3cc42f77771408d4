/**
 * Security headers. Pages (the apps, Swagger UI) get helmet's full set with a content security
 * policy; JSON answers get the short set OWASP recommends for APIs (nothing to render, so nothing
 * to allow). Both are computed once at start: @fastify/helmet re-parses the policy on every
 * request, which cost a quarter of the API's throughput on cached reads, and on loopback the
 * bytes of a kilobyte of page headers on every JSON answer cost as much again.
 */
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

/** The page policy, with the map's tile server allowed to serve images when one is configured. */
export function pageOptions(mapTileUrl?: string): HelmetOptions {
  if (!mapTileUrl || mapTileUrl === 'off') return OPTIONS;
  const policy = OPTIONS.contentSecurityPolicy as { directives: Record<string, unknown> };
  const imgSrc = policy.directives['imgSrc'] as string[];
  return {
    ...OPTIONS,
    contentSecurityPolicy: {
      directives: { ...policy.directives, imgSrc: [...imgSrc, new URL(mapTileUrl.replace(/[{}]/g, '')).origin] },
    },
  };
}

export function registerSecurityHeaders(app: NestFastifyApplication, mapTileUrl?: string): void {
  const pageHeaders = securityHeaders(pageOptions(mapTileUrl));
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) => {
      void reply.headers(servesJson(request.url) ? API_HEADERS : pageHeaders);
      done();
    });
}
