import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { readStaticFile } from '../../http/static-files';
import { serverRoot } from '../../package-root';
import type { Services } from '../../services';

/** The repository's `examples/` folder (`EXAMPLES_DIR` to serve another one). */
export function locateExamples(env: Record<string, string | undefined> = process.env): string {
  return resolve(env.EXAMPLES_DIR || join(serverRoot(), '..', '..', 'examples'));
}

/**
 * The examples a visitor may open: folders of examples/ with a page of their own (a build's
 * dist/index.html, or an index.html served as it is). The e2e suite and any other tooling folder
 * are not examples, and their installed packages (test runners' own web apps) never leave the disk.
 */
function servedExamples(dir: string): ReadonlySet<string> {
  const names = existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory() && entry.name !== 'e2e')
    : [];
  return new Set(
    names
      .map((entry) => entry.name)
      .filter((name) => existsSync(join(dir, name, 'index.html')) || existsSync(join(dir, name, 'dist', 'index.html'))),
  );
}

/**
 * `/examples/<name>/…`: the partner pages of examples/, on the board's own origin. An example with
 * a build (react-app, vue-app) is served from its `dist/`, a static one (company-careers, gouv-ministry)
 * as it is. Never cached: they are demos that change with the checkout.
 */
export async function registerExamplesRoutes(app: FastifyInstance, _services: Services, dir = locateExamples()) {
  const examples = servedExamples(dir);
  app.get('/examples', async (_request, reply) => reply.redirect('/examples/'));
  app.get('/examples/', async (_request, reply) => {
    const served = await readStaticFile(dir, 'index.html');
    if (!served) throw notFound();
    return reply.header('content-type', served.type).header('cache-control', 'no-cache').send(served.body);
  });
  app.get<{ Params: { name: string; '*': string } }>('/examples/:name/*', async (request, reply) => {
    const { name } = request.params;
    if (!examples.has(name)) throw notFound();
    const built = join(dir, name, 'dist');
    const served = await readStaticFile(existsSync(built) ? built : join(dir, name), request.params['*']);
    if (!served) throw notFound();
    return reply.header('content-type', served.type).header('cache-control', 'no-cache').send(served.body);
  });
  // `/examples/company-careers` → `/examples/company-careers/`, so the pages' relative links resolve.
  app.get<{ Params: { name: string } }>('/examples/:name', async (request, reply) => {
    if (!examples.has(request.params.name)) throw notFound();
    return reply.redirect(`/examples/${request.params.name}/`);
  });
}
