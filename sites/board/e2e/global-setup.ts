import type { TestProject } from 'vitest/node';
import { startStack } from '../../../packages/widgets/e2e/support/stack';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server in the default theme, and one in the gouv theme (spec §1). */
    site: { origin: string; gouvOrigin: string };
  }
}

/** Two real servers with the demo data (default and gouv themes) for every spec file. */
export default async function setup(project: TestProject) {
  const main = await startStack();
  const gouv = await startStack({ THEME: 'gouv' });
  project.provide('site', { origin: main.apiOrigin, gouvOrigin: gouv.apiOrigin });
  return async () => {
    await Promise.all([main.stop(), gouv.stop()]);
  };
}
