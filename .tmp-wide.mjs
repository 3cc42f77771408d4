import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const context = await browser.newContext({ baseURL: 'http://127.0.0.1:3000', viewport: { width: 1280, height: 800 } });
const page = await context.newPage();
const csrf = await (await page.request.get('/api/csrf-token')).json();
await page.request.post('/api/auth/development/sign-in', { headers: { 'x-csrf-token': csrf.token }, data: { persona: 'admin' } });
for (const p of process.argv.slice(2)) {
  await page.goto(p); await page.waitForTimeout(3000);
  const out = await page.evaluate(() => {
    const res = [];
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect();
      if (r.right > 1281 && el.children.length >= 0) res.push([el.tagName, el.className.toString().slice(0, 80), Math.round(r.left), Math.round(r.right), Math.round(r.width)]);
    }
    return [document.documentElement.scrollWidth, res.slice(0, 25)];
  });
  console.log(p, JSON.stringify(out, null, 0));
}
await browser.close();
