/**
 * In her language (docs/I18N.md): the browser's first language picks the app's, Arabic lays the page
 * out right to left, the chooser switches and remembers, axe finds nothing serious in Spanish or
 * Arabic, and the pseudo-locale (accented, 40% longer) overflows nothing at 320 px. The main
 * journey in Spanish and in Arabic: the landing page, a city's page, its country's page and the
 * alerts page, the governments' words kept in English and marked `lang="en"`; a page at a
 * language's address (`/es/…`) stays in that language whatever the browser's; a language chosen in
 * the profile reaches her account, and her other devices open in it.
 */
import { expect, test, type Page } from '@playwright/test';
import { barriersOn } from './support/axe';
import { pageAs, signInAndOpen } from './support/pages';

const ACAPULCO = '/destination/3533462';

/** The city page, its country's page and the alerts page, each checked in the page's language. */
async function mainJourney(
  page: Page,
  words: { city: RegExp; emergency: string; embassies: string; alerts: string; direction: 'ltr' | 'rtl' },
): Promise<void> {
  await page.goto(ACAPULCO);
  await expect(page.locator('html')).toHaveAttribute('dir', words.direction);
  await expect(page.getByRole('heading', { level: 1, name: 'Acapulco de Juárez' })).toBeVisible();
  await expect(page.getByTestId('advisory-strip')).toContainText(words.city);
  // A government's own words stay English, marked so a screen reader switches voice.
  await expect(page.getByTestId('advisory-strip').locator('[lang="en"]').first()).toBeVisible();
  // Said once: we do not translate the governments' words.
  await expect(page.getByTestId('governments-words-note')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.locator('.destination-hero-country a').click();
  await expect(page).toHaveURL(/\/country\/MX$/);
  await expect(page.getByRole('heading', { name: words.emergency, exact: true })).toBeVisible();
  await expect(page.getByTestId('embassies')).toContainText(words.embassies);
  await expect(page.locator('.advisory-words[lang="en"], .advisory-words [lang="en"]').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await signInAndOpen(page, '/safety-alerts');
  await expect(page.getByRole('heading', { level: 1, name: words.alerts })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
}

async function seriousViolations(page: Page): Promise<string[]> {
  return (await barriersOn(page)).map((barrier) => `${barrier.rule}: ${barrier.elements.join(', ')}`);
}

test.describe('Spanish as the browser’s first language', () => {
  test.use({ locale: 'es-MX' });

  test('opens the landing page in Spanish, with no serious accessibility finding', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Viaja sola. Siéntete segura. Infórmate antes de ir.',
    );
    await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.getByTestId('language-chooser')).toHaveValue('es');
    // The countdown, or the launch it counted down to, in Spanish.
    await expect(page.getByTestId('countdown')).toContainText(/Días|La beta/);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('goes from a city to its country and the alerts in Spanish', async ({ page }) => {
    await mainJourney(page, {
      city: /Consejo oficial para Acapulco de Juárez/,
      emergency: 'Números de emergencias',
      embassies: 'Embajadas y consulados',
      alerts: 'Alertas de seguridad',
      direction: 'ltr',
    });
  });
});

test.describe('Arabic as the browser’s first language', () => {
  test.use({ locale: 'ar-EG' });

  test('lays the landing page out right to left, with no serious accessibility finding', async ({ page }) => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('سافر وحدك. اشعر بالأمان. اعرف قبل أن تذهب.');
      // Right to left: the logo sits at the right edge of the header, not the left.
      const logo = await page.locator('.site-header .logo').boundingBox();
      expect(logo!.x + logo!.width).toBeGreaterThan(viewport.width / 2);
      expect(await seriousViolations(page)).toEqual([]);
    }
  });

  test('goes from a city to its country and the alerts in Arabic, right to left', async ({ page }) => {
    await mainJourney(page, {
      city: /النصيحة الرسمية بشأن Acapulco de Juárez/,
      emergency: 'أرقام الطوارئ',
      embassies: 'السفارات والقنصليات',
      alerts: 'تنبيهات السلامة',
      direction: 'rtl',
    });
  });
});

test('a page at a language’s address stays in it, and its links keep the language', async ({ page }) => {
  await page.goto(`/es${ACAPULCO}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByTestId('advisory-strip')).toContainText('Consejo oficial para Acapulco de Juárez');
  await page.locator('.destination-hero-country a').click();
  await expect(page).toHaveURL(/\/es\/country\/MX$/);
  await expect(page.getByRole('heading', { name: 'Números de emergencias', exact: true })).toBeVisible();
  // Choosing another language opens the same page at that language's address.
  await page.getByTestId('language-chooser').selectOption('fr');
  await expect(page).toHaveURL(/\/fr\/country\/MX$/);
  await expect(page.getByRole('heading', { name: 'Numéros d’urgence', exact: true })).toBeVisible();
  await page.getByTestId('language-chooser').selectOption('en');
  await expect(page).toHaveURL(/\/country\/MX$/);
  await expect(page.getByRole('heading', { name: 'Emergency numbers', exact: true })).toBeVisible();
});

test('the chooser switches the language and remembers it on the next visit', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Travel solo. Feel safe. Know before you go.');
  await page.getByTestId('language-chooser').selectOption('fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Voyagez seule. Sentez-vous en sécurité. Sachez avant de partir.',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Voyagez seule. Sentez-vous en sécurité. Sachez avant de partir.',
  );
  await page.getByTestId('language-chooser').selectOption('en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Travel solo. Feel safe. Know before you go.');
});

test('her choice in the profile reaches her account: another device opens in it', async ({ browser }) => {
  const page = await pageAs(browser, 'traveller-beta');
  const chooseOnAccount = async (language: string) => {
    const { token } = (await (await page.request.get('/api/csrf-token')).json()) as { token: string };
    await page.request.put('/api/user/language', { headers: { 'x-csrf-token': token }, data: { language } });
  };
  try {
    await page.goto('/profile?tab=notifications');
    await page.getByTestId('profile-language').selectOption('de');
    await expect(page.getByRole('heading', { name: 'Benachrichtigungseinstellungen' })).toBeVisible();
    await expect
      .poll(async () => ((await (await page.request.get('/api/user')).json()) as { language: string }).language)
      .toBe('de');
    // Another device, its browser in English: signed in, it opens in her language.
    const phone = await pageAs(browser, 'traveller-beta', { viewport: { width: 390, height: 844 } });
    await phone.goto('/profile');
    await expect(phone.locator('html')).toHaveAttribute('lang', 'de');
    await expect(phone.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
    await expect(phone.getByRole('tab', { name: 'Sicherheit' })).toBeVisible();
    expect(await seriousViolations(phone)).toEqual([]);
    await phone.context().close();
  } finally {
    // The personas are shared by every browser test: she reads English again.
    await chooseOnAccount('en');
    await page.context().close();
  }
});

/** Pages whose every word is ours (no city's or government's): their heading is accented in the pseudo-locale. */
const PSEUDO_PAGES: readonly (readonly [path: string, heading: string])[] = [
  ['/', 'Ţŕáṽéĺ šóĺó'],
  ['/forums', 'Çóɱɱúñíţý'],
  ['/feedback', 'Ƒééðƀáçķ'],
  ['/about', 'Ĥéĺþíñĝ'],
  ['/how-it-works', 'Ĥóŵ ŠáƒéŢŕáíĺš'],
  ['/privacy', 'Þŕíṽáçý'],
  ['/terms', 'Ţéŕɱš'],
];

test('the pseudo-locale overflows nothing at 320 px and leaves no English behind', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  for (const [path, heading] of PSEUDO_PAGES) {
    await page.goto(`${path}?lang=en-XA`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    // Accented and bracketed: a message not in the catalogue would show plain English.
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    const overflow = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const wide = Array.from(document.querySelectorAll<HTMLElement>('header *, main *, footer *'))
        .filter((element) => element.offsetParent !== null && element.getBoundingClientRect().right > width + 1)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
      return { scrolls: document.documentElement.scrollWidth > width, wide: Array.from(new Set(wide)).slice(0, 10) };
    });
    expect({ path, ...overflow }).toEqual({ path, scrolls: false, wide: [] });
  }
});
