import { mkdirSync } from 'node:fs';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';

/** Debian's Chromium, headless; the flags keep it from phoning home or updating itself mid-test. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
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
  });
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
