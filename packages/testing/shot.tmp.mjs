import { chromium } from 'playwright-core';

const [url, name, width = '1280'] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
page.on('console', (m) => console.log('console:', m.type(), m.text()));
page.on('response', (r) => r.status() >= 400 && console.log('fail:', r.status(), r.url()));
page.on('pageerror', (e) => console.log('pageerror:', e.message));
await page.goto(url);
await page.waitForTimeout(2500);
await page.screenshot({ path: `/tmp/embed-shots/${name}.png`, fullPage: true });
await browser.close();
