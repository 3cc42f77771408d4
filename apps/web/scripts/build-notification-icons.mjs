#!/usr/bin/env node
/**
 * Draws the icon each kind of alert shows in a push notification (apps/web/public/notification-icons,
 * 192 × 192 PNG: what Android and desktop browsers show beside the text): the kind's Lucide icon (ISC
 * licence, the icons the app's alert cards use) in white on the app's colour. Run by hand when an
 * icon changes; the PNGs are committed. Renders in the system Chromium, like the end-to-end tests.
 *   node apps/web/scripts/build-notification-icons.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'public', 'notification-icons');
const ICONS = path.resolve(ROOT, '..', '..', 'node_modules', 'lucide-react', 'dist', 'esm', 'icons');

/** NotificationKind (packages/contracts) → the Lucide icon of its alert cards, and its colour. */
const KINDS = {
  earthquake: ['activity', '#b42318'],
  storm: ['wind', '#1d4ed8'],
  flood: ['droplets', '#0369a1'],
  other_hazard: ['flame', '#c2410c'],
  unrest: ['megaphone', '#7c2d12'],
  crime: ['shield-exclamation-point', '#6b21a8'],
  health: ['heart-pulse', '#be123c'],
  transport: ['bus', '#0f5257'],
  advice: ['landmark', '#0f5257'],
  other: ['bell-ring', '#0f5257'],
};

function svgOf(icon, colour) {
  // The icon module's data: [tag, attributes] pairs of a 24 × 24 drawing.
  return import(path.join(ICONS, `${icon}.mjs`)).then(({ __iconData }) => {
    const shapes = __iconData.node
      .map(
        ([tag, { key: _key, ...attributes }]) =>
          `<${tag} ${Object.entries(attributes)
            .map(([name, value]) => `${name}="${value}"`)
            .join(' ')}/>`,
      )
      .join('');
    return `<svg xmlns="http://www.w3.org/2000/svg" width="192" height="192" viewBox="0 0 192 192">
      <rect width="192" height="192" rx="40" fill="${colour}"/>
      <g transform="translate(36 36) scale(5)" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${shapes}</g>
    </svg>`;
  });
}

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage({ viewport: { width: 192, height: 192 } });
for (const [kind, [icon, colour]] of Object.entries(KINDS)) {
  await page.setContent(`<body style="margin:0;background:transparent">${await svgOf(icon, colour)}</body>`);
  writeFileSync(path.join(OUT, `${kind}.png`), await page.screenshot({ omitBackground: true }));
  console.log(`${kind}.png (${icon})`);
}
await browser.close();
