/**
 * A shared link as a chat's preview reads it, and as a reader without JavaScript sees it: three
 * cities and two countries opened with JavaScript off, their Open Graph tags read off the page, and
 * the 1200 × 630 image fetched; then the app itself names the page the same, shows "Destination
 * Not Found" with a real 404, and the Share button gives the bare address.
 */
import { expect, test } from '@playwright/test';

const PAGES = [
  { path: '/destination/3533462', name: 'Acapulco de Juárez', where: 'Guerrero, Mexico' },
  { path: '/destination/2643743', name: 'London', where: 'England, United Kingdom' },
  { path: '/destination/1277333', name: 'Bengaluru', where: 'Karnataka, India' },
  { path: '/country/MX', name: 'Mexico' },
  { path: '/country/FR', name: 'France' },
] as const;

test.describe('read without JavaScript, as a link preview does', () => {
  test.use({ javaScriptEnabled: false });

  for (const shared of PAGES) {
    test(`${shared.path} has its own title, description, image and facts`, async ({ page, request }) => {
      const response = await page.goto(shared.path);
      expect(response?.status()).toBe(200);
      const meta = (property: string) => page.locator(`meta[property="${property}"]`).getAttribute('content');
      const title = await meta('og:title');
      expect(title).toMatch(new RegExp(`^${shared.name}[,:].* \\| SafeTrails$`));
      expect(await page.title()).toBe(title);
      expect(await meta('og:description')).toMatch(/Safety score \d+\/100|governments? advises?/);
      expect(await meta('og:image:width')).toBe('1200');

      const image = await request.get((await meta('og:image'))!);
      expect(image.headers()['content-type']).toBe('image/png');
      const png = await image.body();
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);

      // The facts themselves, readable without the app.
      await expect(page.getByRole('heading', { level: 1, name: shared.name })).toBeVisible();
      if ('where' in shared) await expect(page.getByText(shared.where, { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'What the governments advise' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Emergency numbers' })).toBeVisible();
      await expect(page.locator('a[href^="tel:"]').first()).toBeVisible();
    });
  }

  test('a city shared in Spanish reads in Spanish, the governments’ words kept in English', async ({ page }) => {
    await page.goto('/es/destination/3117735');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { name: 'Lo que aconsejan los gobiernos' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Números de emergencia' })).toBeVisible();
    await expect(page.locator('main [lang="en"]').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Inicio de SafeTrails' })).toHaveAttribute('href', '/es');
  });

  test('a city that does not exist and a path that means nothing answer 404', async ({ page }) => {
    expect((await page.goto('/destination/999999999'))?.status()).toBe(404);
    expect((await page.goto('/nonsense'))?.status()).toBe(404);
  });
});

test('the app names a city as its preview does, and shows a city that does not exist as not found', async ({
  page,
}) => {
  await page.goto('/destination/3533462');
  const preview = await page.locator('meta[property="og:title"]').getAttribute('content');
  await expect(page.getByTestId('destination-hero')).toBeVisible();
  await expect(page).toHaveTitle(preview!);

  const missing = await page.goto('/destination/999999999');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Destination Not Found' })).toBeVisible();
});

test('Share copies the bare address where the device has no share sheet', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
  await page.goto('/country/MX?utm_source=chat');
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(new URL('/country/MX', page.url()).toString());
});

test.describe('a shared link in Spanish, read without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/es/destination/{id} previews in Spanish and names its address in every language', async ({
    page,
    request,
  }) => {
    expect((await page.goto('/es/destination/3533462'))?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const meta = (property: string) => page.locator(`meta[property="${property}"]`).getAttribute('content');
    expect(await meta('og:title')).toMatch(
      /^Acapulco de Juárez, Guerrero, México: .*(según|Puntuación|seguridad).* \| SafeTrails$/,
    );
    expect(await meta('og:description')).toMatch(/Puntuación de seguridad \d+\/100|consejo/);
    expect(await meta('og:locale')).toBe('es_ES');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/es\/destination\/3533462$/);
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((link) => `${link.getAttribute('hreflang')} ${new URL(link.getAttribute('href')!).pathname}`),
      );
    expect(alternates).toEqual([
      'en /destination/3533462',
      'es /es/destination/3533462',
      'fr /fr/destination/3533462',
      'de /de/destination/3533462',
      'pt-BR /pt-br/destination/3533462',
      'ar /ar/destination/3533462',
      'x-default /destination/3533462',
    ]);
    // Its image is drawn in Spanish: a different card from the English one.
    const spanishImage = (await meta('og:image'))!;
    expect(spanishImage).toContain('lang=es');
    await page.goto('/destination/3533462');
    const englishImage = (await meta('og:image'))!;
    expect(new URL(spanishImage).searchParams.get('v')).not.toBe(new URL(englishImage).searchParams.get('v'));
    const png = await request.get(spanishImage);
    expect(png.headers()['content-type']).toBe('image/png');
  });
});
