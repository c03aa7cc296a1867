import type { Plugin } from 'vite';
import { endpoints } from '../packages/core/src/api/endpoints';

/**
 * Browser builds call the API by name and, in production, trust its answers (the client's http):
 * of the endpoint table they need each call's method and path, and whether it answers JSON or a
 * file. Served in place of the table, this keeps the contract's schemas (and their construction at
 * load) out of every page; forms still bring the schemas they validate input with.
 */
export function endpointRoutesOnly(): Plugin {
  // One string per call ("GET /api/jobs/:slug", " file" after it when it answers a file), unfolded
  // into the table's shape when the module loads: the shortest text for about 90 calls.
  const routes = Object.fromEntries(
    Object.entries(endpoints).map(([name, def]) => [name, `${def.method} ${def.path}${def.response ? '' : ' file'}`]),
  );
  const unfold = `Object.fromEntries(Object.entries(${JSON.stringify(routes)}).map(([name, route]) => {
    const [method, path, file] = route.split(' ');
    return [name, { method, path, response: file ? null : 'json' }];
  }))`;
  return {
    name: 'baobab-endpoint-routes',
    load: (id) => (id.endsWith('/core/src/api/endpoints.ts') ? `export const endpoints = ${unfold};` : undefined),
  };
}
