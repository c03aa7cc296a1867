import { mkdirSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

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

/** Each tab of a tab bar inside the viewport, whole (none clipped by the screen or the bar). */
export async function tabsInView(tabs: Locator) {
  const width = tabs.page().viewportSize()?.width ?? 0;
  const boxes = await tabs.evaluateAll((elements) =>
    elements.map((tab) => {
      const box = tab.getBoundingClientRect();
      const bar = (tab.parentElement as HTMLElement).getBoundingClientRect();
      return { left: box.left, right: box.right, barLeft: bar.left, barRight: bar.right, text: tab.textContent };
    }),
  );
  expect(boxes.length).toBeGreaterThan(1);
  for (const box of boxes) {
    expect(box.left, String(box.text)).toBeGreaterThanOrEqual(Math.max(0, box.barLeft));
    expect(box.right, String(box.text)).toBeLessThanOrEqual(Math.min(width, box.barRight));
  }
}
