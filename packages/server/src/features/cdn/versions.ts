/** Cache policy of a `/cdn/baobab@…/` path: exact versions never change, aliases move with releases. */
export const CACHE_CONTROL = {
  exact: 'public, max-age=31536000, immutable',
  // Partners on the alias get a release within five minutes; stale copies bridge a slow origin.
  alias: 'public, max-age=300, stale-while-revalidate=3600',
} as const;

export type BundleKind = keyof typeof CACHE_CONTROL;

/**
 * What `baobab@<requested>` names for the bundle at `version`: the exact version (`1.4.2`), a
 * moving alias (`1` for the latest 1.x, `1.4` for the latest 1.4.x), or nothing we serve.
 */
export function bundleKind(requested: string, version: string | null): BundleKind | null {
  if (!version || !requested.startsWith('baobab@')) return null;
  const asked = requested.slice('baobab@'.length);
  if (asked === version) return 'exact';
  const [major, minor] = version.split('.');
  return asked === major || asked === `${major}.${minor}` ? 'alias' : null;
}
