import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3000';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const context = await browser.newContext({ baseURL: base, viewport: { width: Number(process.env.W || 1280), height: 800 } });
const page = await context.newPage();
const csrf = await (await page.request.get('/api/csrf-token')).json();
const r = await page.request.post('/api/auth/development/sign-in', { headers: { 'x-csrf-token': csrf.token }, data: { persona: 'admin' } });
console.log('signin', r.status());
const paths = (process.env.PATHS || '/admin/audit?destination=2332459').split(',');
let i = 0;
for (const p of paths) {
  await page.goto(p);
  await page.waitForTimeout(Number(process.env.WAIT || 3000));
  const sw = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  console.log(p, 'scrollWidth', sw);
  await page.screenshot({ path: `/tmp/shots/shot-${i++}.png`, fullPage: process.env.FULL === '1' });
}
await browser.close();
