import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serverRoot } from '../../package-root';

/** What the widgets' board renderer answers (packages/widgets/src/server/board.ts). */
export type WidgetShadow = { shadow: string } | { missing: 'element' | 'data' } | { unavailable: unknown };

/** What the built renderer exports. */
export interface WidgetsServerModule {
  renderWidgetShadow(
    tag: string,
    attributes: Record<string, string | undefined>,
    base: { apiBase: string; fetch: typeof fetch },
  ): Promise<WidgetShadow>;
}

/**
 * The widgets' server build: `WIDGETS_SERVER_DIR` (a `dist/server` holding `board.js`), else the
 * build beside the server package. As with the site, the server imports the output, never the
 * widgets' sources (docs/architecture.md); null when it was not built.
 */
export async function loadWidgetsServer(
  env: Record<string, string | undefined> = process.env,
): Promise<WidgetsServerModule | null> {
  const dir = resolve(env.WIDGETS_SERVER_DIR || join(serverRoot(), '..', 'widgets', 'dist', 'server'));
  const entry = join(dir, 'board.js');
  if (!existsSync(entry)) return null;
  return (await import(pathToFileURL(entry).href)) as WidgetsServerModule;
}
