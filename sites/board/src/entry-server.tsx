import { existsSync, readFileSync } from 'node:fs';
import { createBaobabClient } from '@baobab/client';
import { formattingInto } from '@baobab/widgets';
import { BASE_CSS, SCALE_CSS, TOKENS_CSS, WIDGET_STYLES } from '@baobab/widgets/styles';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, StaticRouterProvider } from 'react-router';
import { documentBytes } from './app/document-bytes';
import { frameFragments } from './app/frame-fragments';
import { PAGE_MODULES } from './app/page-modules';
import { createRoutes } from './app/route-tree';
import { staticRouters } from './app/static-router';
import { isIslandsPage } from './islands/island-pages';
import { isColorMode } from './layout/color-mode';
import { Document } from './layout/document';
import { ServerFragmentsProvider } from './layout/server-fragment';
import { SiteProvider } from './layout/site-context';
import { isCrawler } from './navigation/crawler';
import { type AppContext, COLOR_MODE_COOKIE, type PageHandle, type Shell, type SiteConfig } from './routes/app-context';
import { localeOfPath } from './routes/locale-path';
import { requestCookieJar } from './session/request-cookies';
import { hydrationScript, shellScript } from './shell-data';

export { pageCacheKey } from './page-cache-key';

export interface RenderOptions {
  /** The API, in process: the server hands a fetch that answers through its own router. */
  fetch: typeof fetch;
  config: Omit<SiteConfig, 'buildId'>;
}

const clientDir = new URL('../client/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', clientDir), 'utf8')) as Record<
  string,
  { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[] }
>;
const entry = manifest['src/entry-client.tsx'];
if (!entry) throw new Error('sites/board: the client build has no src/entry-client.tsx entry');
const buildFile = new URL('builds/latest.json', clientDir);
const buildId = existsSync(buildFile) ? (JSON.parse(readFileSync(buildFile, 'utf8')) as { id: string }).id : 'dev';

/** Widget CSS, once in the document (the widgets render in it, not in shadow roots). */
const WIDGET_CSS = [TOKENS_CSS, SCALE_CSS, BASE_CSS, ...Object.values(WIDGET_STYLES)].join('\n');
// The entry's chunk and the one it imports hold the islands' boot, their CSS the site's. It travels inline, after
// the widget CSS (the frame's rules win over the widgets' base rules): a first visit over a slow
// network then paints without waiting for a stylesheet's round trip, and the client build never
// fetches it again (vite.config.ts).
const SITE_CSS = [entry, ...(entry.imports ?? []).flatMap((key) => manifest[key] ?? [])]
  .flatMap((chunk) => chunk.css ?? [])
  .map((file) => readFileSync(new URL(file, clientDir), 'utf8'))
  .join('\n');

/** A chunk and every chunk it imports statically, once each. */
function withImports(key: string, seen = new Set<string>()): string[] {
  if (seen.has(key) || !manifest[key]) return [];
  seen.add(key);
  return [manifest[key].file, ...(manifest[key].imports ?? []).flatMap((k) => withImports(k, seen))];
}
const preload = (files: string[]) => files.map((file) => `<link rel="modulepreload" href="/${file}">`);
const SPA_KEY = entry.dynamicImports?.find((key) => key.endsWith('src/spa.tsx'));
const entryFiles = withImports('src/entry-client.tsx');
const spaFiles = SPA_KEY ? withImports(SPA_KEY, new Set(['src/entry-client.tsx'])) : [];
const STYLE = `<style>${WIDGET_CSS}\n${SITE_CSS}</style>`;
const SCRIPT = `<script type="module" src="/${entry.file}"></script>`;
/** An islands page loads the boot alone; the others preload the single-page app with it. */
const HEAD = {
  islands: Buffer.from([STYLE, ...preload(entryFiles.slice(1)), SCRIPT].join('')),
  app: Buffer.from([STYLE, ...preload([...entryFiles.slice(1), ...spaFiles]), SCRIPT].join('')),
};

const routes = createRoutes(({ context }) => context as AppContext, Document);
const handler = createStaticHandler(routes);
const routerFor = staticRouters(handler.dataRoutes);

/**
 * Renders one page of the site for the server: the React Router loaders run against the API (in
 * process), then the whole document is rendered with its status code. Redirects come back as is.
 */
export async function render(request: Request, options: RenderOptions): Promise<Response> {
  const url = new URL(request.url);
  const cookies = requestCookieJar(request.headers.get('cookie'));
  const client = createBaobabClient({ fetch: options.fetch, cookies, locale: () => localeOfPath(url.pathname) });
  const config: SiteConfig = { ...options.config, buildId };
  const app: AppContext = {
    client,
    config,
    session: () => client.session.read(),
    cookie: cookies.get,
    preloadPage: (name) => PAGE_MODULES[name](),
  };
  const context = await handler.query(request, { requestContext: app });
  if (context instanceof Response) return context;

  const colorMode = cookies.get(COLOR_MODE_COOKIE);
  const route = context.matches.findLast((m) => (m.route.handle as PageHandle | undefined)?.route)?.route.handle as
    | PageHandle
    | undefined;
  const shell: Shell = {
    config,
    colorMode: isColorMode(colorMode) ? colorMode : 'system',
    crawler: isCrawler(request.headers.get('user-agent')),
    route: context.errors ? undefined : route?.route.name,
  };
  const islands = isIslandsPage(shell.route);
  const router = routerFor(context);
  // What is formatted during the (synchronous) render belongs to this page alone.
  const texts = new Map<string, string>();
  // The frame's fragments are the same for every signed-out reader of a language, theme, colour mode,
  // kind (crawler or not) and year.
  const fragments = frameFragments(
    app.session()
      ? null
      : [localeOfPath(url.pathname), config.theme, shell.colorMode, shell.crawler, new Date().getFullYear()].join(' '),
  );
  const html = fragments.complete(
    formattingInto(texts, () =>
      renderToString(
        <ServerFragmentsProvider value={fragments}>
          <SiteProvider app={app} shell={shell}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </SiteProvider>
        </ServerFragmentsProvider>,
      ),
    ),
  );
  const body = documentBytes(
    `<!DOCTYPE html>${html}`,
    islands ? HEAD.islands : HEAD.app,
    `${shellScript({ ...shell, formatted: [...texts] })}${islands ? '' : hydrationScript(context)}`,
  );
  const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
  // Pages that know the reader (session) are theirs alone; public pages may be cached briefly.
  headers.set('cache-control', app.session() ? 'private, no-store' : 'public, max-age=0, must-revalidate');
  for (const [name, value] of Object.values(context.loaderHeaders).flatMap((h) => [...h.entries()]))
    headers.append(name, value);
  // As UTF-8 bytes: a text body is checked character by character for lone surrogates, then
  // encoded, then decoded again by the server reading it; bytes go through as they are.
  return new Response(body, { status: context.statusCode, headers });
}
