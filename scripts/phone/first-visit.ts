import { type CDPSession, chromium } from 'playwright-core';

/** The phone of issue 28: a 375×812 screen, 400 kbit/s each way, 400 ms round trips, a CPU 6× slower. */
export const PHONE = {
  viewport: { width: 375, height: 812 },
  kbps: 400,
  rttMs: 400,
  cpuSlowdown: 6,
} as const;

/** How long nothing may happen for the page to count as settled (Lighthouse's TTI window). */
const QUIET_MS = 5_000;
/** Requests in flight that still count as a quiet network (Lighthouse's TTI rule). */
const QUIET_REQUESTS = 2;
/** A page never settling within this is reported as such. */
const GIVE_UP_MS = 60_000;

export interface FirstVisit {
  /** Every response's bytes on the wire (headers and compressed body), until the page settled. */
  bytes: number;
  requests: number;
  fcpMs: number;
  /** Lighthouse's TTI rule, see `interactiveAt`. */
  quietMs: number;
  /** When the ready marker (a CSS selector) first matched, when one was asked for. */
  markerMs: number | undefined;
  /** The later of the two: when a tap is answered by the page's scripts. */
  buttonsMs: number;
  /** With `offers`: when a job list's first offer card was first laid out (a partner page's first offers). */
  offersMs: number | undefined;
  /** Every request of the page (the document first), started and ended in ms from navigation: the rounds. */
  chain: { name: string; startMs: number; endMs: number }[];
}

/** What `firstVisit` watches for beside the page's own settling. */
export interface Watch {
  /** A CSS selector whose first match is the page's ready marker. */
  selector: string | null;
  /** Whether to time the first offer card inside a `<baobab-job-list>`'s shadow root. */
  offers?: boolean;
  /** Where to write the run's Chromium trace (open it in the DevTools' Performance panel). */
  trace?: string;
}

/**
 * Records, in the page, its long tasks (the browser's: over 50 ms, during which a tap waits) and when `selector` first matches (performance.now(), ms
 * from navigation start): an init script, so it is in place before the page's first byte.
 */
const recorder = ({ selector, offers }: Watch) => {
  const w = window as unknown as { __phone: { longTasks: [number, number][]; marker?: number; offers?: number } };
  w.__phone = { longTasks: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__phone.longTasks.push([e.startTime, e.startTime + e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  // A shadow root's content is out of a document observer's sight: looked for every 20 ms (a
  // frame asked for this early never comes). The card's content, not its box: a card laid out
  // near the screen only (`content-visibility: auto`) has a height before its content is laid out.
  const lookForOffers = setInterval(() => {
    const card = document.querySelector('baobab-job-list')?.shadowRoot?.querySelector('[part~="card"] a');
    if (!offers || (card && card.getBoundingClientRect().height > 0)) {
      if (offers) w.__phone.offers = performance.now();
      clearInterval(lookForOffers);
    }
  }, 20);
  if (!selector) return;
  const check = () => {
    if (w.__phone.marker === undefined && document.querySelector(selector)) w.__phone.marker = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
};

/**
 * Lighthouse's time to interactive, stated: from first contentful paint, the first moment after
 * which QUIET_MS pass with no long task and at most QUIET_REQUESTS requests in flight; the answer
 * is the end of the last long task before that window (or FCP, when none). `inFlight` is the
 * number of requests in flight after each change, in time order.
 */
function interactiveAt(fcp: number, longTasks: [number, number][], inFlight: [number, number][]): number | undefined {
  const busyNetwork: [number, number][] = [];
  let busySince: number | undefined;
  for (const [at, count] of inFlight) {
    if (count > QUIET_REQUESTS && busySince === undefined) busySince = at;
    if (count <= QUIET_REQUESTS && busySince !== undefined) {
      busyNetwork.push([busySince, at]);
      busySince = undefined;
    }
  }
  if (busySince !== undefined) busyNetwork.push([busySince, Number.POSITIVE_INFINITY]);
  const tasks = longTasks.filter(([, end]) => end > fcp).sort((a, b) => a[0] - b[0]);
  let cpuQuietFrom = fcp;
  let windowStart = fcp;
  for (;;) {
    const windowEnd = windowStart + QUIET_MS;
    const task = tasks.find(([start, end]) => end > windowStart && start < windowEnd);
    if (task) {
      cpuQuietFrom = task[1];
      windowStart = task[1];
      continue;
    }
    const busy = busyNetwork.find(([start, end]) => end > windowStart && start < windowEnd);
    if (busy) {
      if (busy[1] === Number.POSITIVE_INFINITY) return undefined;
      windowStart = busy[1];
      continue;
    }
    return cpuQuietFrom;
  }
}

/**
 * One first visit of `url` in a fresh Chromium (empty cache, no cookies) on the phone profile,
 * watched until the page settles (QUIET_MS after its last long task and network activity).
 */
export async function firstVisit(url: string, watch: Watch): Promise<FirstVisit> {
  const { selector, offers } = watch;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const context = await browser.newContext({ viewport: PHONE.viewport, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.addInitScript(recorder, { selector, offers });
    if (watch.trace) await browser.startTracing(page, { path: watch.trace, screenshots: false });
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    const bytesPerSecond = (PHONE.kbps * 1000) / 8;
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.rttMs,
      downloadThroughput: bytesPerSecond,
      uploadThroughput: bytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });

    // CDP's clock is monotonic seconds; the page's is ms from its time origin (epoch ms).
    let epochMinusMonotonic: number | undefined;
    const pending = new Set<string>();
    const inFlightEpoch: [number, number][] = [];
    let bytes = 0;
    let requests = 0;
    let lastNetworkEpoch = Date.now();
    const change = (timestamp: number) => {
      const at = timestamp * 1000 + (epochMinusMonotonic ?? 0);
      inFlightEpoch.push([at, pending.size]);
      lastNetworkEpoch = Date.now();
    };
    cdp.on('Network.requestWillBeSent', (e) => {
      epochMinusMonotonic ??= e.wallTime * 1000 - e.timestamp * 1000;
      if (pending.has(e.requestId)) return; // a redirect: the same request goes on
      pending.add(e.requestId);
      requests++;
      change(e.timestamp);
    });
    const finished = (e: { requestId: string; timestamp: number }) => {
      if (!pending.delete(e.requestId)) return;
      change(e.timestamp);
    };
    cdp.on('Network.loadingFinished', (e) => {
      bytes += e.encodedDataLength;
      finished(e);
    });
    cdp.on('Network.loadingFailed', finished);

    await page.goto(url, { waitUntil: 'commit', timeout: GIVE_UP_MS });
    const started = Date.now();
    let seen: {
      timeOrigin: number;
      fcp?: number;
      longTasks: [number, number][];
      marker?: number;
      offers?: number;
      chain: FirstVisit['chain'];
    };
    for (;;) {
      await page.waitForTimeout(500);
      seen = await page.evaluate(() => {
        const w = window as unknown as {
          __phone: { longTasks: [number, number][]; marker?: number; offers?: number };
        };
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
        const timings = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')];
        const chain = timings.map((entry) => ({
          name: entry.name.replace(/^https?:\/\/[^/]+/, ''),
          startMs: entry.startTime,
          endMs: (entry as PerformanceResourceTiming).responseEnd,
        }));
        return { timeOrigin: performance.timeOrigin, fcp, chain, ...w.__phone };
      });
      const lastTask = seen.longTasks.at(-1)?.[1] ?? 0;
      const lastActivity = Math.max(lastNetworkEpoch, seen.timeOrigin + lastTask);
      const markerDone = (!selector || seen.marker !== undefined) && (!offers || seen.offers !== undefined);
      if (
        seen.fcp !== undefined &&
        markerDone &&
        pending.size <= QUIET_REQUESTS &&
        Date.now() - lastActivity >= QUIET_MS
      )
        break;
      if (Date.now() - started > GIVE_UP_MS)
        throw new Error(
          `${url} did not settle within ${GIVE_UP_MS} ms (first paint ${seen.fcp ?? 'none'}, marker ${seen.marker ?? 'none'}, offers ${seen.offers ?? 'none'}, ${pending.size} requests in flight)`,
        );
    }
    if (watch.trace) await browser.stopTracing();
    const fcp = seen.fcp as number;
    const inFlight = inFlightEpoch.map(([at, count]) => [at - seen.timeOrigin, count] as [number, number]);
    const quiet = interactiveAt(fcp, seen.longTasks, inFlight) ?? Number.NaN;
    return {
      bytes,
      requests,
      fcpMs: fcp,
      quietMs: quiet,
      markerMs: seen.marker,
      buttonsMs: Math.max(quiet, seen.marker ?? 0),
      offersMs: seen.offers,
      chain: seen.chain,
    };
  } finally {
    await browser.close();
  }
}
