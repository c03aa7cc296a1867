/**
 * The whole script of an islands page before the reader does anything (docs/page-serving.md): it
 * wakes each `[data-island]` when its `data-when` says, holds a tap on a control of an island that is
 * not awake yet and gives it again once it is, and prefetches the page a link leads to when the
 * reader points at it — never under Save-Data or on a 2G connection.
 */
import { sparingData } from '../navigation/sparing-data';
import { logoutFailed } from '../session/logout-failure';

type Awake = Promise<void>;
const awake = new WeakMap<Element, Awake>();
const islands = () => [...document.querySelectorAll<HTMLElement>('[data-island]')];

function wake(island: HTMLElement): Awake {
  let ready = awake.get(island);
  if (ready) return ready;
  // The sign-in modal comes first: the island being woken may open it at once.
  const companions = island.dataset.when === 'companion' ? [] : islands().filter((i) => i.dataset.when === 'companion');
  ready = Promise.all(companions.map(wake))
    .then(() => import('./mount'))
    .then(({ mountIsland }) => mountIsland(island))
    .then(() => {
      island.dataset.awake = 'true';
    });
  awake.set(island, ready);
  return ready;
}

const islandOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>('[data-island]') : null;

/** The path of child indexes from `root` to `node`, to find it again if the render replaced it. */
function pathTo(root: Element, node: Element): number[] {
  const path: number[] = [];
  for (let n: Element = node; n !== root && n.parentElement; n = n.parentElement)
    path.unshift([...n.parentElement.children].indexOf(n));
  return path;
}
const follow = (root: Element, path: number[]) =>
  path.reduce<Element | undefined>((node, index) => node?.children[index], root);

/**
 * A control whose action needs its island's script (links and disclosures work without it, except
 * a link marked as needing it: the offer's "copy the link" would only reload the page).
 */
const HELD = 'button, input[type=submit], input[type=button], [role=button], [role=tab], select, [data-needs-script]';

/** Where a tap is held: the part of the page that is not live yet, and the promise of it being live. */
type Holder = (target: EventTarget | null) => { root: Element; ready: () => Promise<unknown> } | null;

/** Holds a tap on a control, or a submit, inside a part that is not live, and gives it again once it is. */
function holdTaps(holder: Holder) {
  document.addEventListener(
    'click',
    (event) => {
      const held = holder(event.target);
      const control = held && (event.target as Element).closest<HTMLElement>(HELD);
      if (!held || !control || !held.root.contains(control)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const path = pathTo(held.root, control);
      void held.ready().then(() => {
        const again = control.isConnected ? control : follow(held.root, path);
        if (again instanceof HTMLElement) again.click();
      });
    },
    true,
  );
  document.addEventListener(
    'submit',
    (event) => {
      const held = holder(event.target);
      if (!held) return;
      event.preventDefault();
      const form = event.target as HTMLFormElement;
      void held.ready().then(() => form.isConnected && form.requestSubmit());
    },
    true,
  );
}

function holdIslandTaps() {
  holdTaps((target) => {
    const island = islandOf(target);
    return island && !island.dataset.awake ? { root: island, ready: () => wake(island) } : null;
  });
  // The first sign of intent starts the island's download, before the tap itself.
  for (const type of ['pointerdown', 'focusin', 'touchstart'])
    document.addEventListener(
      type,
      (event) => {
        const island = islandOf(event.target);
        if (island) void wake(island);
      },
      { capture: true, passive: true },
    );
}

/**
 * A page of the single-page app (/profil…) shows the server's HTML before the app has rendered:
 * a tap there (a reader who just signed in and lands on it) is held until `app` has, and given again.
 */
export function holdTapsUntil(app: Promise<unknown>) {
  let live = false;
  const ready = app.then(() => {
    live = true;
  });
  holdTaps(() => (live ? null : { root: document.body, ready: () => ready }));
}

/** The page a link leads to, fetched into the HTTP cache when the reader points at it. */
function prefetchOnIntent() {
  const done = new Set<string>();
  const prefetch = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link || link.origin !== window.location.origin || done.has(link.href) || sparingData()) return;
    if (link.pathname === window.location.pathname || link.target || link.hasAttribute('download')) return;
    done.add(link.href);
    const hint = document.createElement('link');
    hint.rel = 'prefetch';
    hint.href = link.href;
    document.head.append(hint);
  };
  document.addEventListener('pointerover', prefetch, { passive: true });
  document.addEventListener('touchstart', prefetch, { passive: true });
}

function wakeOnSchedule() {
  const idle = (fn: () => void) =>
    'requestIdleCallback' in window ? window.requestIdleCallback(fn) : setTimeout(fn, 200);
  const seen = new IntersectionObserver((entries) => {
    for (const entry of entries)
      if (entry.isIntersecting) {
        seen.unobserve(entry.target);
        const island = islandOf(entry.target);
        if (island) void wake(island);
      }
  });
  // A link to a part of an island (`#apply` from a job card) means the reader wants it now.
  const target = window.location.hash
    ? document.getElementById(decodeURIComponent(window.location.hash.slice(1)))
    : null;
  for (const island of islands()) {
    const when = island.dataset.when;
    if (when === 'load' || (target && island.contains(target))) void wake(island);
    else if (when === 'logout-failed' && logoutFailed(window.sessionStorage)) void wake(island);
    else if (when === 'idle') idle(() => void wake(island));
    // The marker has no box of its own (display: contents): its first element is what is seen.
    else if (when === 'visible') seen.observe(island.firstElementChild ?? island);
  }
}

export function bootIslands() {
  holdIslandTaps();
  prefetchOnIntent();
  wakeOnSchedule();
  // Marks the page live: from now on no tap is lost (tests and tools wait for it).
  document.documentElement.dataset.hydrated = 'true';
}
