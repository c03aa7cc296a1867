import { type ComponentProps, forwardRef } from 'react';
// The server build resolves `react-router` here to this module's exports over React Router's own
// (vite.config.ts, `serverLink`); this one import alone reaches React Router itself.
import { Link as RouterLink } from 'react-router';

type LinkProps = ComponentProps<typeof RouterLink>;

/**
 * A site path React Router would write as it is: absolute, no `.` or `..` segment, no doubled
 * slash, no empty query or fragment (which its `createPath` drops).
 */
const PLAIN_PATH = /^\/(?!\/)(?!.*\/\/)(?!.*(^|\/)\.\.?(\/|$|[?#]))(?!.*\?#)(?!.*[?#]$)/;

/**
 * React Router's `Link` as the server renders it, for the plain case: a string path of the site
 * with none of the options that change its `href` or add markup. Its element is what the router's
 * `Link` renders on the server — the same attributes in the same order (`href`, `target`,
 * `data-discover`), the click handler and ref being dropped by the server render anyway — without
 * resolving the path against the route tree, its prefetch state or its click handler (~5 % of a
 * page miss in the profile, docs/page-serving.md). Anything else goes to the router's `Link`.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function ServerLink(props, ref) {
  const { to, target, discover, prefetch, relative, reloadDocument, mask, onClick, ...rest } = props as LinkProps & {
    mask?: unknown;
  };
  const plain =
    typeof to === 'string' &&
    PLAIN_PATH.test(to) &&
    (discover === undefined || discover === 'render') &&
    (prefetch === undefined || prefetch === 'none') &&
    relative === undefined &&
    !reloadDocument &&
    mask === undefined;
  if (!plain) return <RouterLink {...props} ref={ref} />;
  // What the router's Link would not pass on to the element (navigation options).
  const {
    replace: _replace,
    state: _state,
    preventScrollReset: _scroll,
    viewTransition: _transition,
    defaultShouldRevalidate: _revalidate,
    ...element
  } = rest as typeof rest & { defaultShouldRevalidate?: unknown };
  return <a {...element} href={to} target={target} data-discover="true" />;
});
