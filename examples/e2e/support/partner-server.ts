import { join } from 'node:path';
import { freePort, PARTNER_COMPANY } from '@baobab/testing';
import { inject } from 'vitest';
import { startServerProcess } from './server-process';

const example = new URL('../../partner-server/', import.meta.url).pathname;

/**
 * Starts examples/partner-server as a partner runs it (its own origin, its own Node process),
 * calling the stack's API for the demo company's careers page. Answers its origin and a stop.
 */
export async function startPartnerServer(): Promise<{ origin: string; stop(): Promise<void> }> {
  const { apiOrigin, loaderUrl } = inject('stack');
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    BAOBAB_API: apiOrigin,
    BAOBAB_LOADER: loaderUrl,
    BAOBAB_COMPANY: PARTNER_COMPANY,
  };
  return startServerProcess('the partner server', join(example, 'node_modules/.bin/tsx'), ['server.ts'], {
    cwd: example,
    env,
    port,
  });
}
