/**
 * A core route path in React Router's syntax. A parameter filling a whole segment becomes `:name`;
 * one inside a segment (`/emploi-{location}`), which React Router does not support, becomes a
 * whole dynamic segment, and the loader reads the real parameters with core's `matchRoute`.
 * Answers the path relative to its parent (no leading slash), or null for the index.
 */
export function routerPath(corePath: string): string | null {
  if (corePath === '/') return null;
  return corePath
    .slice(1)
    .split('/')
    .map((segment) => {
      const whole = /^\{(\w+)\}$/.exec(segment);
      if (whole) return `:${whole[1]}`;
      const inner = /\{(\w+)\}/.exec(segment);
      return inner ? `:${inner[1]}Segment` : segment;
    })
    .join('/');
}
