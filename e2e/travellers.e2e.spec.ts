/**
 * What depends on who is travelling: the LGBT+ banner for a traveller who asked for it (in her
 * profile or for this visit) and for nobody else, her own government's advice and embassy first, and
 * the embassy still there offline.
 */
import { expect, test } from '@playwright/test';
import { controlledByServiceWorker, saveSafetyProfile, signIn, toast } from './support/pages';

// GeoNames ids: Lagos (Nigeria, where every government we follow says same-sex relations are a crime), Bangkok.
const LAGOS = 2332459;
const BANGKOK = 1609350;
const PERSONA = 'moderator';

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signIn(page, PERSONA);
  await saveSafetyProfile(page, { homeCountry: null, lgbtFirst: false });
  await page.close();
});

test('the LGBT+ banner shows to a visitor who asks for it on this visit, and to nobody else', async ({ browser }) => {
  const asker = await browser.newPage();
  await asker.goto(`/destination/${LAGOS}`);
  const panel = asker.getByTestId('lgbt-travellers');
  await expect(panel.getByTestId('lgbt-same-sex-acts')).toContainText('Same-sex relations are a crime');
  await expect(panel.getByTestId('lgbt-same-sex-acts')).toContainText('UK Foreign, Commonwealth & Development Office');
  await expect(asker.getByTestId('lgbt-banner')).toHaveCount(0);

  await panel.getByRole('switch', { name: 'Show LGBT+ safety information first on this visit' }).check();
  const banner = asker.getByTestId('lgbt-banner');
  await expect(banner.getByRole('heading')).toHaveText('Same-sex relations are a crime in Nigeria');
  await expect(banner).toContainText('“Same-sex sexual activity is illegal in Nigeria');
  await expect(banner.getByRole('link', { name: /its page/ })).toHaveAttribute(
    'href',
    /gov\.uk\/foreign-travel-advice\/nigeria/,
  );
  // The LGBT+ panel now comes before the women's.
  const order = await asker
    .locator('[data-testid="lgbt-travellers"], [data-testid="women-travellers"]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')));
  expect(order).toEqual(['lgbt-travellers', 'women-travellers']);
  await asker.reload();
  await expect(asker.getByTestId('lgbt-banner')).toBeVisible();

  // Another visitor, another browser: nothing was saved or sent, so no banner.
  const other = await browser.newPage();
  await other.goto(`/destination/${LAGOS}`);
  await expect(other.getByTestId('lgbt-travellers')).toBeVisible();
  await expect(other.getByTestId('lgbt-banner')).toHaveCount(0);
  await asker.close();
  await other.close();
});

test('a UK traveller who chose it in her profile sees the banner, the FCDO first and its 24-hour line in Thailand', async ({
  page,
}) => {
  await signIn(page, PERSONA);
  await saveSafetyProfile(page, { homeCountry: 'United Kingdom', lgbtFirst: false });
  await page.goto('/profile/settings');
  await page.getByRole('switch', { name: 'Show LGBT+ safety information first' }).check();
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(toast(page, 'Profile updated')).toBeVisible();

  await page.goto(`/destination/${LAGOS}`);
  await expect(page.getByTestId('lgbt-banner')).toContainText('Same-sex relations are a crime in Nigeria');

  await page.goto(`/destination/${BANGKOK}`);
  const strip = page.getByTestId('local-advice');
  await expect(strip.getByRole('listitem').first()).toContainText(
    'UK Foreign, Commonwealth & Development Office: (your government)',
  );
  await page.getByRole('tab', { name: 'Emergency Resources' }).click();
  const embassies = page.getByTestId('embassies');
  await expect(embassies.getByRole('heading', { name: 'Your embassy' })).toBeVisible();
  await expect(embassies.getByTestId('embassy-GB').getByRole('link', { name: '020 7008 5000' })).toHaveAttribute(
    'href',
    'tel:02070085000',
  );
  await expect(embassies.getByTestId('embassy-GB')).toContainText('“Telephone: 020 7008 5000 (24 hours)”');
  // Other nationals' missions are there, collapsed.
  await expect(embassies.getByText(/Other governments’ missions \(\d+\)/)).toBeVisible();
  await expect(embassies.getByTestId('embassy-AU').first()).toBeHidden();
});

test('an Australian traveller sees the Australian Embassy in Bangkok with its phone, offline too', async ({
  page,
  context,
}) => {
  await signIn(page, PERSONA);
  await saveSafetyProfile(page, { homeCountry: 'Australia', lgbtFirst: false });
  await page.goto(`/destination/${BANGKOK}`);
  await controlledByServiceWorker(page);
  await page.goto(`/destination/${BANGKOK}`);
  await expect(page.getByTestId('lgbt-banner')).toHaveCount(0);
  const openEmbassy = async () => {
    await page.getByRole('tab', { name: 'Emergency Resources' }).click();
    const embassy = page.getByTestId('embassies').getByTestId('embassy-AU').first();
    await expect(embassy).toContainText('Australian Embassy, Bangkok');
    await expect(embassy.getByRole('link', { name: '(+66 2) 344 6300' })).toHaveAttribute('href', 'tel:+6623446300');
    await expect(embassy).toContainText('24-hour Consular Emergency Centre');
  };
  await openEmbassy();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toContainText('You are offline');
  await openEmbassy();
  await context.setOffline(false);
});
