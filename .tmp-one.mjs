import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const context = await browser.newContext({ baseURL: 'http://127.0.0.1:3000', viewport: { width: Number(process.env.W||1280), height: 800 } });
const page = await context.newPage();
page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text().slice(0, 600)); });
page.on('pageerror', (e) => console.log('pageerror:', e.message.slice(0, 600)));
const csrf = await (await page.request.get('/api/csrf-token')).json();
await page.request.post('/api/auth/development/sign-in', { headers: { 'x-csrf-token': csrf.token }, data: { persona: process.env.PERSONA || 'admin' } });
const p = process.argv[2];
await page.goto(p); await page.waitForTimeout(Number(process.env.WAIT||3500));
if (process.env.CLICK) { await page.getByText(process.env.CLICK).first().click(); await page.waitForTimeout(1500); }
console.log('scrollWidth', await page.evaluate(() => document.documentElement.scrollWidth));
const clip = process.env.CLIP ? (([x, y, width, height]) => ({ x, y, width, height }))(process.env.CLIP.split(',').map(Number)) : undefined;
await page.screenshot({ path: process.env.OUT || '/tmp/shots/one.png', fullPage: process.env.FULL === '1' || !!clip, clip });
await browser.close();
