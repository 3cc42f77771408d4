/**
 * What the browser tests do again and again: sign in with a development persona, open a page as
 * someone in a browser context of their own, and find a toast by its title.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';

/** The pages with no data of their own in their address, open to anyone. */
export const STATIC_PAGES = ['/', '/waitlist', '/thank-you', '/how-it-works', '/about', '/privacy', '/terms', '/auth'];

/** The development personas (development sign-in is on outside production). */
export type Persona = 'traveller' | 'traveller-beta' | 'moderator' | 'admin';
export const TRAVELLER_WITH_BETA: Persona = 'traveller-beta';

/**
 * Signs the page's browser context in as a persona, through the API the /auth page's buttons call
 * (the session cookie lands in the context), without opening a page: the sign-in screen itself is
 * tried in auth.e2e.spec.ts, and every other test starts on the page it is about.
 */
export async function signIn(page: Page, persona: Persona = TRAVELLER_WITH_BETA): Promise<void> {
  const { token } = (await (await page.request.get('/api/csrf-token')).json()) as { token: string };
  const response = await page.request.post('/api/auth/development/sign-in', {
    headers: { 'x-csrf-token': token },
    data: { persona },
  });
  expect(response.status(), `development sign-in as ${persona}`).toBe(200);
}

/** A write through the API as the page's signed-in user, with its CSRF token; it must succeed. */
export async function apiWrite(page: Page, method: 'POST' | 'PATCH' | 'DELETE', url: string, data: object = {}) {
  const { token } = (await (await page.request.get('/api/csrf-token')).json()) as { token: string };
  const response = await page.request.fetch(url, { method, headers: { 'x-csrf-token': token }, data });
  expect(response.status(), `${method} ${url}`).toBeLessThan(300);
  return response;
}

/** Signs in as a persona, then opens `path`. */
export async function signInAndOpen(page: Page, path: string, persona: Persona = TRAVELLER_WITH_BETA): Promise<void> {
  await signIn(page, persona);
  await page.goto(path);
}

/** A page signed in as the persona, in a browser context (cookies, session) of its own. */
export async function pageAs(browser: Browser, persona: Persona, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await signIn(page, persona);
  return page;
}

/** The toast with this title (sonner renders the title and the description apart). */
export function toast(page: Page, title: string) {
  return page.locator('[data-sonner-toast]').filter({ has: page.getByText(title, { exact: true }) });
}

/** Waits until the service worker controls the page (reloading once if it installed after the page loaded). */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** The street tile requests of the suite's tile server (playwright.config.ts: a port where nothing listens). */
export const TILE_REQUEST = /\/tiles\/(\d+)\/(\d+)\/(\d+)\.png$/;
const TILE = readFileSync(path.join(__dirname, '..', '..', 'apps', 'web', 'public', 'icon-192.png'));

/** Answers the maps' street tiles with an image, as a tile server would; calls back with each tile's zoom. */
export async function answerMapTiles(page: Page, onTile: (zoom: number) => void = () => undefined): Promise<void> {
  await page.route(TILE_REQUEST, (route) => {
    onTile(Number(TILE_REQUEST.exec(route.request().url())![1]));
    return route.fulfill({ status: 200, contentType: 'image/png', body: TILE });
  });
}

/** Creates or updates the signed-in persona's safety profile through the API the form calls. */
export async function saveSafetyProfile(page: Page, values: Record<string, unknown>): Promise<void> {
  const { token } = (await (await page.request.get('/api/csrf-token')).json()) as { token: string };
  const me = (await (await page.request.get('/api/user')).json()) as { id: string };
  const body = { travelStyle: 'solo', travelExperience: 'experienced', ...values };
  const headers = { 'x-csrf-token': token };
  let answer = await page.request.post('/api/user-profiles', { data: body, headers });
  if (answer.status() === 409)
    answer = await page.request.patch(`/api/user-profiles/${me.id}`, { data: body, headers });
  expect(answer.ok()).toBe(true);
}
