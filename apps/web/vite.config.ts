/**
 * Vite build of the traveller web app. In one-machine mode the API serves `dist/` at `/`; in
 * development Vite serves the app and forwards `/api` (including the SSE stream) to the API.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { compileHintsPlugin } from './scripts/compile-hints.ts';
import { inlineEntryStylesPlugin } from './scripts/inline-entry-styles.ts';
import { scriptsAfterPaintPlugin } from './scripts/scripts-after-paint.ts';
import { precompiledMessagesPlugin } from './scripts/precompiled-messages.ts';
import { routePreloadsPlugin } from './scripts/route-preloads.ts';

export default defineConfig(({ command }) => ({
  base: '/',
  plugins: [
    // Messages parsed at build time, and no message parser in the pages (docs/I18N.md).
    precompiledMessagesPlugin(fileURLToPath(new URL('.', import.meta.url))),
    react(),
    // dist/route-preloads.json: what the server names in the page so a route's chunk loads beside the entry.
    routePreloadsPlugin(fileURLToPath(new URL('.', import.meta.url))),
    // The scripts a page runs as it opens are compiled while they download, not during the first render.
    compileHintsPlugin(),
    // The entry's styles in the page itself, so its first paint waits for nothing else.
    inlineEntryStylesPlugin(),
    // The entry's scripts start once the page has painted: the first paint is the page's own HTML (the file says why).
    scriptsAfterPaintPlugin(),
    // Brotli and gzip copies beside every text asset over 1 KB; the API serves whichever the
    // browser accepts (@fastify/static's preCompressed), so nothing is compressed per request.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
    // An installable app that keeps working offline (docs/OFFLINE.md). The service worker precaches
    // the shell only; every script a visit used and the reads behind what the traveller opened are
    // kept as they are used, so those pages open again without a connection.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        name: 'SafeTrails: travel safety for solo travellers',
        short_name: 'SafeTrails',
        description:
          'Safety scores, official travel advice, emergency numbers and alerts for solo travellers, also offline.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#fdf8f1',
        theme_color: '#0f5257',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The app: the page, every screen's scripts and styles (about 460 KB compressed, fetched once
        // in the background and then only what a release changes), the world outline, the icons.
        // Any screen opens offline, including one never opened before. The 1:50m shapes and the
        // street basemap are kept as they are first used (below), and ahead for saved places.
        globPatterns: [
          'index.html',
          'assets/*.{js,css}',
          'assets/countries-110m-*.json',
          '*.{svg,png}',
          'intl-warmup.js',
          'notification-icons/*.png',
        ],
        // Push notifications and their taps (public/push-handler.js, docs/NOTIFICATIONS.md).
        importScripts: ['/push-handler.js'],
        navigateFallback: null,
        cleanupOutdatedCaches: true,
        // The first install takes the page that installed it at once, so the reads that page made
        // before are fetched again through it and kept (lib/first-visit-reads.ts): a shared link read
        // once is there offline. A later version still waits for the traveller's "Reload".
        clientsClaim: true,
        runtimeCaching: [
          {
            // Pages: the network first (the server writes a fresh CSRF token and settings into the
            // page), the last copy when offline, the shell for a page never opened.
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' && !/^\/(api|admin|health|metrics)(\/|$)/.test(url.pathname),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'pages',
              networkTimeoutSeconds: 6,
              expiration: { maxEntries: 60 },
              precacheFallback: { fallbackURL: 'index.html' },
            },
          },
          {
            // Fingerprinted scripts and styles never change: once fetched, kept.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'assets', expiration: { maxEntries: 200, maxAgeSeconds: 60 * 60 * 24 * 60 } },
          },
          {
            // The basemap the app ships (public/basemap: an index and a file per country), for maps
            // when street tiles cannot load; the copy at hand at once, refreshed behind. Street tiles
            // themselves are never kept (OpenStreetMap's tile policy forbids keeping them offline).
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/basemap/'),
            handler: 'StaleWhileRevalidate',
            options: { cacheName: 'basemap', expiration: { maxEntries: 60 }, cacheableResponse: { statuses: [200] } },
          },
          {
            // What a traveller opened stays readable offline: destinations, countries (advice and
            // emergency numbers), safety figures, saved places, a city's and the active alerts, an
            // alert a notification opened,
            // alert history, the account and the safety profile (whose home country puts the
            // traveller's embassy first), her trips (a trip's brief reads offline once opened) and her
            // check-in status. Fresh from the
            // network whenever it answers. Never the live stream, sign-in, tokens, or anything
            // carrying a location (nearby alerts).
            urlPattern: ({ url, request, sameOrigin }) =>
              sameOrigin &&
              request.method === 'GET' &&
              /^\/api\/(destinations|countries|safety\/(ratings|tips|neighborhoods)|safety-alerts(\/active|\/destination\/\d+|\/[0-9a-f-]{36})?$|saved$|user$|user-profiles\/[\w-]+$|alert-history|me\/|account\/profile$|forum\/(categories|posts|stats)|trips(\/[0-9a-f-]{36})?$|check-ins$)/.test(
                url.pathname,
              ),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'api-reads',
              networkTimeoutSeconds: 6,
              expiration: { maxEntries: 400, maxAgeSeconds: 60 * 60 * 24 * 30 },
              cacheableResponse: { statuses: [200] },
              // A copy answered instead of the network says so, so the app can tell the traveller
              // she is offline (navigator.onLine stays true on a dead connection).
              plugins: [
                {
                  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) => {
                    if (!cachedResponse) return cachedResponse;
                    const headers = new Headers(cachedResponse.headers);
                    headers.set('x-offline-copy', '1');
                    return new Response(await cachedResponse.blob(), {
                      status: cachedResponse.status,
                      statusText: cachedResponse.statusText,
                      headers,
                    });
                  },
                },
              ],
            },
          },
        ],
      },
    }),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // The shared packages' sources, not their CommonJS builds (which are for the API): as ES
      // modules they are tree-shaken, so a page carries the few constants it uses rather than every
      // event and response shape of the product (about 30 KB of the entry script).
      '@safetrails/contracts': fileURLToPath(new URL('../../packages/contracts/src/index.ts', import.meta.url)),
      '@safetrails/scoring': fileURLToPath(new URL('../../packages/scoring/src/index.ts', import.meta.url)),
      // React Router's production build, which its package's exports never name: every build got the
      // development one, with its warnings' checks run on each render and navigation
      // (https://github.com/remix-run/react-router/issues/14102). The dev server keeps the warnings.
      ...(command === 'build'
        ? {
            'react-router/dom': fileURLToPath(
              new URL('../../node_modules/react-router/dist/production/dom-export.mjs', import.meta.url),
            ),
            'react-router': fileURLToPath(
              new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
            ),
          }
        : {}),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // Few requests per page: a phone's browser opens at most six connections to a server over
    // HTTP/1.1, so forty small chunks (an icon, a hook, each shared by two screens) cost it rounds
    // of round trips before the first screen shows. The libraries every page runs are one chunk (sonner, for toasts, loads on first use: lib/toast.ts), and
    // shared chunks under 20 KB are copied into the screens that use them instead of being fetched
    // on their own: 8 to 10 scripts per page instead of 38 to 60, and fewer bytes in all.
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              // React, the router, TanStack Query and react-intl (every page formats its messages with it).
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|react-intl|@formatjs|intl-messageformat)[\\/]/,
              priority: 2,
            },
          ],
          experimentalInlineCommonChunks: { maxSize: 20 * 1024 },
        },
      },
    },
  },
  server: {
    proxy: { '/api': { target: process.env.API_ORIGIN ?? 'http://localhost:3000', changeOrigin: false } },
  },
}));
