import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const context = await browser.newContext({ baseURL: 'http://127.0.0.1:3000', viewport: { width: 1280, height: 800 } });
const page = await context.newPage();
const csrf = await (await page.request.get('/api/csrf-token')).json();
await page.request.post('/api/auth/development/sign-in', { headers: { 'x-csrf-token': csrf.token }, data: { persona: 'admin' } });
await page.goto(process.argv[2]); await page.waitForTimeout(3000);
console.log(await page.evaluate(() => {
  const out = [];
  for (const sel of ['.RaLayout-appFrame', '.RaLayout-contentWithSidebar', '.RaLayout-content']) {
    const el = document.querySelector(sel); const cs = getComputedStyle(el);
    out.push([sel, cs.display, cs.minWidth, cs.flexDirection, cs.width, cs.flexGrow, cs.flexBasis]);
  }
  // find elements whose scrollWidth greatly exceeds clientWidth = culprit content
  const widest = [...document.querySelectorAll('.RaLayout-content *')].map(el => [el.tagName, el.className.toString().slice(0,60), el.scrollWidth, el.getBoundingClientRect().width]).filter(x => x[2] > 1100).slice(-8);
  return JSON.stringify([out, widest]);
}));
await browser.close();
