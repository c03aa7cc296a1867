import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { focusRing, tabTo } from './index';

interface AxNode {
  ignored: boolean;
  role?: { value: string };
  name?: { value: string };
  description?: { value: string };
  properties?: { name: string; value: { value: unknown } }[];
}

/**
 * The focused node as Chromium's accessibility tree gives it to a screen reader (CDP Accessibility
 * domain, through shadow roots): its role, name, description and whether it is invalid.
 */
export async function focusedAxNode(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: `(() => { let a = document.activeElement;
        while (a && a.shadowRoot && a.shadowRoot.activeElement) a = a.shadowRoot.activeElement; return a; })()`,
    });
    if (!result.objectId) return null;
    const { node } = await cdp.send('DOM.describeNode', { objectId: result.objectId });
    const { nodes } = (await cdp.send('Accessibility.getPartialAXTree', {
      backendNodeId: node.backendNodeId,
      fetchRelatives: false,
    })) as unknown as { nodes: AxNode[] };
    const focused = nodes[0];
    if (!focused) return null;
    const invalid = focused.properties?.find((p) => p.name === 'invalid')?.value.value;
    return {
      role: focused.role?.value ?? '',
      name: focused.name?.value ?? '',
      description: focused.description?.value ?? '',
      invalid: invalid ?? 'false',
    };
  } finally {
    await cdp.detach();
  }
}

/**
 * Tabs through the whole page once and answers every stop: where it sits horizontally and whether
 * it shows a focus ring — for checking that a narrow or zoomed layout keeps every control
 * reachable, on screen and visibly focused.
 */
export async function tabStops(page: Page, max = 120) {
  const stops: { label: string; left: number; right: number; ring: boolean }[] = [];
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      let active = document.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      if (!active || active === document.body) return null;
      const box = active.getBoundingClientRect();
      const label = `${active.localName}:${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 40)}`;
      return { label, left: box.left, right: box.right };
    });
    // Past the last control focus leaves the page (the browser's own chrome): one round is done.
    if (!stop || (stops.length > 0 && stop.label === stops[0]?.label && stop.left === stops[0]?.left)) break;
    stops.push({ ...stop, ring: (await focusRing(page)).visible });
  }
  return stops;
}

/** Tabs to the control `matches` finds, and checks it shows it has the focus. */
export async function tabToVisibly(page: Page, matches: Parameters<typeof tabTo>[1], what: string, max?: number) {
  await tabTo(page, matches, what, max);
  expect(await focusRing(page), what).toMatchObject({ visible: true });
}
