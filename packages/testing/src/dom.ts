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
 * Whether the deep focused element shows its focus: a computed outline of at least 2 px or a
 * box-shadow, on the element or on its ::before / ::after (a stretched link draws its ring on the
 * pseudo-element that covers its card). Answers where the ring was found.
 */
export function focusRing(page: Page) {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active) return { visible: false, on: null };
    for (const pseudo of [null, '::after', '::before']) {
      const style = getComputedStyle(active, pseudo);
      const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2;
      if (outline || style.boxShadow !== 'none') return { visible: true, on: pseudo ?? active.localName };
    }
    return { visible: false, on: null };
  });
}
