import { createBaobabClient, memoryCookieJar } from '@baobab/client';
import { scriptedFetch } from '@baobab/client/testing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { BaobabProvider } from '../runtime/context';
import type { BaobabRuntime } from '../runtime/runtime';

type Routes = Parameters<typeof scriptedFetch>[0];

/**
 * Test support: renders `ui` with a REAL client (its `fetch` answers from `routes`, keyed
 * "METHOD /path"), in English. Answers the testing-library result, the client, the recorded
 * requests and the runtime (whose `emit` is a mock). `links` are the host's link templates.
 */
export function renderWithClient(ui: ReactElement, routes: Routes = {}, links: BaobabRuntime['links'] = {}) {
  const scripted = scriptedFetch(routes);
  const client = createBaobabClient({ fetch: scripted.fetch, cookies: memoryCookieJar(), locale: () => 'en' });
  const runtime = {
    client,
    locale: 'en',
    theme: 'default',
    colorMode: 'light',
    links,
    emit: vi.fn(() => true),
  } satisfies BaobabRuntime;
  const view = render(<BaobabProvider runtime={runtime}>{ui}</BaobabProvider>);
  return { ...view, client, runtime, requests: scripted.requests };
}
