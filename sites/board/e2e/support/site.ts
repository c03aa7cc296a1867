import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';

export { labelled, launchBrowser, pdfFile, seriousViolations, solveAltcha } from '@baobab/testing';

const SCREENSHOTS = new URL('../screenshots/', import.meta.url).pathname;

/** A page in a fresh context: a phone (375 px) or a desktop (1280 px), French or English browser. */
export async function openPage(
  browser: Browser,
  { width = 1280, locale = 'fr-FR', javaScript = true }: { width?: number; locale?: string; javaScript?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 812 : 900 },
    locale,
    javaScriptEnabled: javaScript,
  });
  return context.newPage();
}

/** Collects the page's uncaught errors and console errors (hydration mismatches show there). */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** Waits until React has hydrated the page (the entry marks the document). */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** Saves `e2e/screenshots/<name>.png` (gitignored). */
export async function screenshot(page: Page, name: string, fullPage = true) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}${name}.png`, fullPage });
}
