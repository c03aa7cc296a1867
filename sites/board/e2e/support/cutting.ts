import { type CuttingProxy, startCuttingProxy } from '@baobab/testing';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser } from './site';

/**
 * A browser and a proxy in front of the board that can drop the network for real (packages/testing's
 * cutting proxy: `setOffline` cannot cut an answer already on its way), for the spec file that
 * calls it: started before its tests, closed after them. Pages opened at `proxy.origin` go through it.
 */
export function browserBehindCuttingProxy(): { browser: Browser; proxy: CuttingProxy } {
  const held = {} as { browser: Browser; proxy: CuttingProxy };
  beforeAll(async () => {
    held.browser = await launchBrowser();
    held.proxy = await startCuttingProxy(inject('site').origin);
  });
  afterAll(async () => {
    await held.browser.close();
    await held.proxy.close();
  });
  return held;
}
