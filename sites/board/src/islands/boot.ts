/**
 * The whole script of an islands page before the reader does anything (docs/page-serving.md): it
 * wakes each `[data-island]` when its `data-when` says, holds a tap on a control of an island that is
 * not awake yet and gives it again once it is, and prefetches the page a link leads to when the
 * reader points at it — never under Save-Data or on a 2G connection.
 */
import { logoutFailed } from '../session/logout-failure';

type Awake = Promise<void>;
const awake = new WeakMap<Element, Awake>();
const islands = () => [...document.querySelectorAll<HTMLElement>('[data-island]')];

/** Save-Data or a 2G connection: nothing is fetched that the reader did not ask for. */
export function sparingData(nav: Navigator = navigator): boolean {
  const connection = (nav as { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

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

function holdTaps() {
  document.addEventListener(
    'click',
    (event) => {
      const island = islandOf(event.target);
      if (!island || island.dataset.awake) return;
      const control = (event.target as Element).closest<HTMLElement>(HELD);
      if (!control || !island.contains(control)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const path = pathTo(island, control);
      void wake(island).then(() => {
        const again = control.isConnected ? control : follow(island, path);
        if (again instanceof HTMLElement) again.click();
      });
    },
    true,
  );
  document.addEventListener(
    'submit',
    (event) => {
      const island = islandOf(event.target);
      if (!island || island.dataset.awake) return;
      event.preventDefault();
      const form = event.target as HTMLFormElement;
      void wake(island).then(() => form.isConnected && form.requestSubmit());
    },
    true,
  );
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
  holdTaps();
  prefetchOnIntent();
  wakeOnSchedule();
  // Marks the page live: from now on no tap is lost (tests and tools wait for it).
  document.documentElement.dataset.hydrated = 'true';
}
