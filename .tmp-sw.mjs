import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const context = await browser.newContext({ baseURL: 'http://127.0.0.1:3000', viewport: { width: Number(process.env.W||1280), height: 800 } });
const page = await context.newPage();
const csrf = await (await page.request.get('/api/csrf-token')).json();
await page.request.post('/api/auth/development/sign-in', { headers: { 'x-csrf-token': csrf.token }, data: { persona: 'admin' } });
const routes = ['/admin','moderation-queue','moderation-log','feedback','data-reports','bug-reports','surveys','forum-posts','forum-comments','tips','ratings','alerts','destinations','users','waitlist','audit','analytics'].map(r=>r.startsWith('/')?r:`/admin/${r}`).concat(['/admin/audit?destination=4012176','/admin/destinations/4012176/show','/admin/audit?tab=events&stream=destination-4012176', '/admin/audit?destination=4012176&asOf=2026-11-26T12:00:00.000Z']);
for (const p of routes) {
  await page.goto(p); await page.waitForTimeout(2500);
  const sw = await page.evaluate(() => document.documentElement.scrollWidth);
  console.log(sw > page.viewportSize().width ? 'WIDE' : 'ok  ', sw, p);
}
await page.screenshot({ path: '/tmp/shots/asof.png', fullPage: true });
await browser.close();
