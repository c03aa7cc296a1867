import { pageRoutes } from './page-routes.generated';

/** The routes this page knows: every page's, and the account module's once it has loaded. */
const known: Record<string, string> = { ...pageRoutes };

/** Adds a bundle's routes (the account module's, when it loads). */
export function addRoutes(routes: Record<string, string>) {
  Object.assign(known, routes);
}

/** What the client's http needs of a call: its method, path, and whether it answers a file. */
export function routeOf(name: string): { method: string; path: string; file: boolean } {
  const route = known[name];
  // A call whose endpoint names another bundle (its `bundle` field) before that bundle loaded.
  if (!route) throw new Error(`no route for ${name} in this bundle`);
  const [method = '', path = '', file] = route.split(' ');
  return { method, path, file: file === 'file' };
}
