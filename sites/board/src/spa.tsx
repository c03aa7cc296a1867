import { documentCookieJar } from '@baobab/client';
import { collectFormatted, pageClient } from '@baobab/widgets';
import { render } from 'preact';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { PAGE_MODULES } from './app/page-modules';
import { createRoutes } from './app/route-tree';
import { loadSiteLanguage } from './i18n/site-i18n';
import { APP_ELEMENT_ID, SiteBody } from './layout/document';
import { SiteProvider } from './layout/site-context';
import type { AppContext } from './routes/app-context';
import { localeOfPath } from './routes/locale-path';
import { publishHydrationData, readShell } from './shell-data';

const shell = readShell(document);
const client = pageClient('', () => localeOfPath(window.location.pathname));
const cookies = documentCookieJar();
const app: AppContext = {
  client,
  config: shell.config,
  session: () => client.session.read(),
  cookie: (name) => cookies.get(name),
  preloadPage: (name) => PAGE_MODULES[name](),
};
const routes = createRoutes(() => app, SiteBody);
await loadSiteLanguage(localeOfPath(window.location.pathname));

// The matched pages' chunks must be there before hydration, or the first render would differ.
const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
await Promise.all(
  lazyMatches.map(async ({ route }) => {
    const module = await (route.lazy as () => Promise<object>)();
    Object.assign(route, { ...module, lazy: undefined });
  }),
);

publishHydrationData(document);
// The first render shows the server's dates and figures as they are, without building a formatter.
collectFormatted(shell.formatted);
const router = createBrowserRouter(routes);
// Preact's render over the server's DOM keeps its nodes and corrects their attributes, where
// hydrate would keep them as sent: React's useId ids, which Preact's differ from (a tab list
// looking up its tab by id would then find nothing).
render(
  <SiteProvider app={app} shell={shell}>
    <RouterProvider router={router} />
  </SiteProvider>,
  document.getElementById(APP_ELEMENT_ID) as HTMLElement,
);
