import type { Page } from 'playwright-core';

/** Where focus really is, through shadow roots: a short description of the deep active element. */
export function deepFocus(page: Page) {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return {
      tag: active?.localName ?? null,
      text: active?.textContent?.trim() ?? '',
      id: active?.id ?? '',
      /** Whether it sits inside a `[role=dialog]`, crossing shadow boundaries upwards. */
      inDialog: (() => {
        let node: Node | null = active;
        while (node) {
          if (node instanceof Element && node.getAttribute('role') === 'dialog') return true;
          node = node.parentNode ?? (node instanceof ShadowRoot ? node.host : null);
        }
        return false;
      })(),
    };
  });
}

/** Records the named CustomEvents heard on the document into `window.heard` (set before the page loads). */
export async function recordEvents(page: Page, names: readonly string[]): Promise<void> {
  await page.addInitScript((eventNames) => {
    const heard: { type: string; detail: unknown }[] = [];
    Object.assign(window, { heard });
    for (const name of eventNames)
      document.addEventListener(name, (event) => heard.push({ type: name, detail: (event as CustomEvent).detail }));
  }, names);
}

export function heardEvents(page: Page): Promise<{ type: string; detail: unknown }[]> {
  return page.evaluate(() => (window as unknown as { heard: { type: string; detail: unknown }[] }).heard);
}

/** A label's text, exactly, with or without the mandatory-field asterisk after it. */
export function labelled(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);
}

/** Presses Tab until `matches` says the deep focus is there; fails after `max` presses. */
export async function tabTo(
  page: Page,
  matches: (focus: Awaited<ReturnType<typeof deepFocus>>) => boolean,
  what: string,
  max = 80,
): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (matches(await deepFocus(page))) return;
  }
  throw new Error(`Tab never reached ${what}`);
}

/**
 * How the deep focused element shows its focus: its computed outline (style and width in px) and
 * box-shadow. `visible` when either draws something of at least 2 px.
 */
export function focusRing(page: Page) {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active) return { visible: false, outline: 'none', boxShadow: 'none' };
    const style = getComputedStyle(active);
    const outlineWidth = Number.parseFloat(style.outlineWidth) || 0;
    const outline = `${style.outlineStyle} ${outlineWidth}px`;
    const drawsOutline = style.outlineStyle !== 'none' && outlineWidth >= 2;
    return { visible: drawsOutline || style.boxShadow !== 'none', outline, boxShadow: style.boxShadow };
  });
}
