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
