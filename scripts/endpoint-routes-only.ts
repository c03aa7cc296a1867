import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { endpoints } from '../packages/core/src/api/endpoints';

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const ACCOUNT = path('../packages/client/src/account.ts');
const ENDPOINTS = path('../packages/core/src/api/endpoints.ts');
/** Where calls are named: the client, the widgets and the board. */
const SOURCES = ['../packages/client/src', '../packages/widgets/src', '../sites/board/src'].map(path);

const quoted = (file: string) => new Set(readFileSync(file, 'utf8').match(/(?<=['"`])\w+(?=['"`])/g));

/**
 * Browser builds call the API by name and, in production, trust its answers (the client's http):
 * of the endpoint table they need each call's method and path, and whether it answers JSON or a
 * file. Served in place of the table, this keeps the contract's schemas (and zod) out of the pages
 * that only read; forms still bring the schemas they validate input with. The calls that only the
 * client's account module makes (sign-in, the candidate's data) go with that module, loaded at the
 * first account call: it adds their routes to the table, and a page that only reads never has them.
 */
export function endpointRoutesOnly(): Plugin {
  // A name quoted in any other source stays in the table, in case it is called before the account
  // module loads.
  const elsewhere = new Set(
    SOURCES.flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => join(dir, file)))
      .filter((file) => /(?<!\.test)\.tsx?$/.test(file) && file !== ACCOUNT)
      .flatMap((file) => [...quoted(file)]),
  );
  const accountOnly = new Set([...quoted(ACCOUNT)].filter((name) => !elsewhere.has(name)));
  // One string per call ("GET /api/jobs/:slug", with " file" after it when it answers a file),
  // unfolded into the table's shape when the module loads: the shortest text for about 90 calls.
  const routes = (account: boolean) =>
    JSON.stringify(
      Object.fromEntries(
        Object.entries(endpoints)
          // A call no browser code names (server-side helpers, calls made by other programs) is
          // left out of the table altogether.
          .filter(([name]) => (account ? accountOnly.has(name) : elsewhere.has(name)))
          .map(([name, def]) => [name, `${def.method} ${def.path}${def.response ? '' : ' file'}`]),
      ),
    );
  const table = `const unfold = (routes) => Object.fromEntries(Object.entries(routes).map(([name, route]) => {
    const [method, path, file] = route.split(' ');
    return [name, { method, path, response: file ? null : 'json' }];
  }));
  export const endpoints = unfold(${routes(false)});
  export const addRoutes = (routes) => Object.assign(endpoints, unfold(routes));`;
  return {
    name: 'baobab-endpoint-routes',
    load: (id) => (id === ENDPOINTS ? table : undefined),
    transform: (code, id) =>
      id === ACCOUNT
        ? `import { addRoutes } from ${JSON.stringify(ENDPOINTS)};\naddRoutes(${routes(true)});\n${code}`
        : undefined,
  };
}
