import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
const page = await ctx.newPage();
await page.goto(process.argv[2], { waitUntil: 'networkidle' });
await page.waitForTimeout(2000);
console.log(await page.evaluate(() => [...document.querySelectorAll('animate, animateTransform, animateMotion, set')].map((a) => { let p = a; const chain = []; while (p && chain.length < 8) { chain.push(p.tagName + (p.className?.baseVal ?? p.className ?? '')); p = p.parentElement; } return chain.join(' < ') + ' top=' + a.closest('svg')?.getBoundingClientRect().top; })));
await browser.close();
