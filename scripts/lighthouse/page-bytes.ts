/**
 * Every request of a first visit and its bytes on the wire, for finding what makes a page weigh
 * what Lighthouse's total byte weight says (it counts the same thing: transfer sizes, all requests).
 * Usage: pnpm --filter @baobab/scripts exec tsx lighthouse/page-bytes.ts <url>
 */
import { chromium } from 'playwright-core';

const url = process.argv[2] ?? 'http://127.0.0.1:3000/';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const seen = new Map<string, { url: string; type: string; encoding: string }>();
  const rows: { url: string; type: string; encoding: string; bytes: number }[] = [];
  cdp.on('Network.responseReceived', (e) =>
    seen.set(e.requestId, {
      url: e.response.url,
      type: e.type,
      encoding: String(e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] ?? ''),
    }),
  );
  cdp.on('Network.loadingFinished', (e) => {
    const r = seen.get(e.requestId);
    if (r) rows.push({ ...r, bytes: e.encodedDataLength });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(3000);
  rows.sort((a, b) => b.bytes - a.bytes);
  for (const r of rows)
    console.log(
      `${String(r.bytes).padStart(7)}  ${r.type.padEnd(10)} ${r.encoding.padEnd(5)} ${r.url.replace(/^https?:\/\/[^/]+/, '')}`,
    );
  console.log(`${String(rows.reduce((n, r) => n + r.bytes, 0)).padStart(7)}  total, ${rows.length} requests`);
} finally {
  await browser.close();
}
