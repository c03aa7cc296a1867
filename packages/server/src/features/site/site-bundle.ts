import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serverRoot } from '../../package-root';
import type { PageKeyRequest } from '../../page-cache/page-lane';

/** What the built host site exports (sites/board/src/entry-server.tsx's `render`). */
export interface SiteModule {
  render(
    request: Request,
    options: {
      fetch: typeof fetch;
      config: { theme: string; onPremise: number; recruiterSpaceUrl: string; publicUrl: string };
    },
  ): Promise<Response>;
  /** What makes a request's HTML the same as another's; null: render it for this request alone. */
  pageCacheKey?(request: PageKeyRequest): string | null;
}

/** The built host site: its browser assets and its server render entry; either may be missing. */
export interface SiteBundle {
  /** `dist/client`: hashed assets, build manifests, public files. */
  clientDir: string;
  /** `dist/server/entry-server.js`. */
  serverEntry: string;
}

/**
 * Where the site's build is: `SITE_DIR` (a `dist` with `client/` and `server/`), else the board's
 * build beside the server package. The server never imports the site's sources, only this output.
 */
export function locateSite(env: Record<string, string | undefined> = process.env): SiteBundle {
  const dist = resolve(env.SITE_DIR || join(serverRoot(), '..', '..', 'sites', 'board', 'dist'));
  return { clientDir: join(dist, 'client'), serverEntry: join(dist, 'server', 'entry-server.js') };
}

export async function loadSite(bundle: SiteBundle): Promise<SiteModule | null> {
  if (!existsSync(bundle.serverEntry)) return null;
  return (await import(pathToFileURL(bundle.serverEntry).href)) as SiteModule;
}

/** Top-level files of the client build (favicon, social image…), served at the root. */
export function publicFiles(bundle: SiteBundle): string[] {
  if (!existsSync(bundle.clientDir)) return [];
  return readdirSync(bundle.clientDir, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}
