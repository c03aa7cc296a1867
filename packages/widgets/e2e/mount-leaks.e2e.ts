import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openFixture } from './index';
import { firstOf } from './plain-jobs';

/**
 * Every widget mounted and unmounted 100 times in one page: what each mount takes from the page
 * (event listeners on live targets, pending timers, listener functions held in Sets — zustand's
 * stores and the client's session store keep their subscribers so) is given back by its unmount.
 */

const CYCLES = 100;

/**
 * Runs before the page's scripts: counts what is still registered. A listener counts while its
 * target lives and, for a node, is in a document (a listener on a discarded shadow node goes with
 * it); a timer while it may still fire; a Set member while it is a function.
 */
function instrument() {
  type Entry = { target: WeakRef<EventTarget>; type: string; listener: unknown; capture: boolean };
  const listeners: Entry[] = [];
  const capture = (options: unknown) =>
    typeof options === 'boolean' ? options : Boolean((options as { capture?: boolean } | undefined)?.capture);
  const { addEventListener, removeEventListener } = EventTarget.prototype;
  EventTarget.prototype.addEventListener = function (type, listener, options) {
    const same = (e: Entry) =>
      e.target.deref() === this && e.type === type && e.listener === listener && e.capture === capture(options);
    if (listener && !listeners.some(same))
      listeners.push({ target: new WeakRef(this), type, listener, capture: capture(options) });
    return addEventListener.call(this, type, listener, options);
  };
  EventTarget.prototype.removeEventListener = function (type, listener, options) {
    const at = listeners.findIndex(
      (e) => e.target.deref() === this && e.type === type && e.listener === listener && e.capture === capture(options),
    );
    if (at >= 0) listeners.splice(at, 1);
    return removeEventListener.call(this, type, listener, options);
  };

  const timers = new Set<number>();
  const { setTimeout: later, clearTimeout: cancel, setInterval: every, clearInterval: stop } = window;
  window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
    const id: number = later(
      (...a: unknown[]) => {
        timers.delete(id);
        if (typeof handler === 'function') handler(...a);
      },
      delay,
      ...args,
    );
    timers.add(id);
    return id;
  }) as typeof setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined) timers.delete(id);
    cancel(id);
  }) as typeof clearTimeout;
  window.setInterval = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
    const id = every(handler, delay, ...args);
    timers.add(id);
    return id;
  }) as typeof setInterval;
  window.clearInterval = ((id?: number) => {
    if (id !== undefined) timers.delete(id);
    stop(id);
  }) as typeof clearInterval;

  let subscribers = 0;
  const { add, delete: remove, clear } = Set.prototype;
  Set.prototype.add = function (value) {
    if (typeof value === 'function' && !this.has(value)) subscribers++;
    return add.call(this, value);
  };
  Set.prototype.delete = function (value) {
    if (typeof value === 'function' && this.has(value)) subscribers--;
    return remove.call(this, value);
  };
  Set.prototype.clear = function () {
    for (const value of this) if (typeof value === 'function') subscribers--;
    return clear.call(this);
  };

  Object.assign(window, {
    leakCounts: () => ({
      listeners: listeners.filter((e) => {
        const target = e.target.deref();
        return target !== undefined && (!(target instanceof Node) || target.isConnected);
      }).length,
      timers: timers.size,
      subscribers,
    }),
  });
}

type Counts = { listeners: number; timers: number; subscribers: number };

let browser: Browser;
let page: Page;
let cdp: CDPSession;

/** The counts after a garbage collection (a discarded node's listeners go with it). */
async function settledCounts(): Promise<Counts> {
  await cdp.send('HeapProfiler.collectGarbage');
  return page.evaluate(() => (window as unknown as { leakCounts: () => Counts }).leakCounts());
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 375, height: 900 } });
  cdp = await page.context().newCDPSession(page);
});
afterAll(() => browser.close());

describe(`every widget mounted and unmounted ${CYCLES} times in one page`, () => {
  it('gives back its listeners, timers and store subscriptions', { timeout: 600_000 }, async () => {
    const job = await firstOf('/api/jobs/get-all-jobs');
    const company = await firstOf('/api/companies/list');
    await page.addInitScript(instrument);
    await openFixture(page, '<div id="slot"></div>', { hostile: false });
    const markup = `<baobab-job-list></baobab-job-list>
<baobab-job-detail slug="${job.slug}"></baobab-job-detail>
<baobab-company-list></baobab-company-list>
<baobab-company-page alias="${company.alias}"></baobab-company-page>
<baobab-auth-modal></baobab-auth-modal>
<baobab-newsletter></baobab-newsletter>`;

    /** Mounts the six, waits until each said baobab:ready and shows its data, then removes them. */
    const cycle = (times: number) =>
      page.evaluate(
        async ({ html, n }) => {
          const slot = document.getElementById('slot') as HTMLElement;
          const shows = (tag: string) =>
            (slot.querySelector(tag)?.shadowRoot?.querySelector('.bj-root')?.getBoundingClientRect().height ?? 0) > 100;
          for (let i = 0; i < n; i++) {
            const ready = new Set<string>();
            const onReady = (event: Event) => ready.add((event as CustomEvent<{ widget: string }>).detail.widget);
            document.addEventListener('baobab:ready', onReady);
            slot.innerHTML = html;
            const deadline = performance.now() + 20_000;
            while (
              ready.size < 6 ||
              !['baobab-job-list', 'baobab-job-detail', 'baobab-company-list', 'baobab-company-page'].every(shows)
            ) {
              if (performance.now() > deadline) throw new Error(`cycle ${i}: only ${[...ready].join(', ')} ready`);
              await new Promise((resolve) => requestAnimationFrame(resolve));
            }
            document.removeEventListener('baobab:ready', onReady);
            slot.replaceChildren();
            // The unmount runs in a microtask after the removal (a moved element keeps its widget).
            await new Promise((resolve) => requestAnimationFrame(resolve));
          }
        },
        { html: markup, n: times },
      );

    // One cycle first: the chunks, the page's shared client and store are made once, to stay.
    await cycle(1);
    const before = await settledCounts();

    // While mounted, the widgets do hold some: the counting sees them.
    await page.evaluate((html) => {
      (document.getElementById('slot') as HTMLElement).innerHTML = html;
    }, markup);
    await expect.poll(async () => (await settledCounts()).subscribers).toBeGreaterThan(before.subscribers);
    const mounted = await settledCounts();
    expect(mounted.listeners).toBeGreaterThan(before.listeners);
    // (No widget keeps a timer at rest; one armed by the page is counted until cleared. Read as
    // the difference it makes, again until it holds: a widget's own short timer, armed while it
    // mounts, may fire between two readings on a busy machine.)
    await expect
      .poll(async () => {
        const armed = await page.evaluate(() => setTimeout(() => {}, 60_000));
        const withIt = (await settledCounts()).timers;
        await page.evaluate((id) => clearTimeout(id), armed);
        return withIt - (await settledCounts()).timers;
      })
      .toBe(1);
    await page.evaluate(() => document.getElementById('slot')?.replaceChildren());

    await cycle(CYCLES);
    // A timer a widget armed just before it went (a debounce) may still be counted until it fires.
    await expect.poll(settledCounts).toEqual(before);
    const after = await settledCounts();
    console.log(
      `mount/unmount ×${CYCLES}: before ${JSON.stringify(before)}, mounted ${JSON.stringify(mounted)}, after ${JSON.stringify(after)}`,
    );
  });
});
