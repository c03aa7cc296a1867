import { mkdirSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';

/** Debian's Chromium, headless; the flags keep it from phoning home or updating itself mid-test. */
const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(CHROMIUM);
}

/**
 * A phone's browser on a profile directory of its own (375 × 812): closed and launched again on
 * the same directory, it finds its cookies, storage and IndexedDB as a restarted phone does.
 */
export function launchPhone(userDataDir: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, { ...CHROMIUM, viewport: { width: 375, height: 812 } });
}

/** Beside the specs of the package under test (vitest runs in its folder). */
const SCREENSHOTS = `${process.cwd()}/e2e/screenshots/`;

/**
 * Saves a PNG as `e2e/screenshots/<name>.png` (a test artefact, gitignored): the full page, only the
 * viewport (`fullPage: false`, e.g. for a modal), or one element when given a locator.
 */
export async function screenshot(
  target: Page | Locator,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = `${SCREENSHOTS}${name}.png`;
  if ('goto' in target) await target.screenshot({ path, fullPage });
  else await target.screenshot({ path });
  return path;
}
