import { createBaobabClient, memoryCookieJar } from '@baobab/client';
import { scriptedFetch } from '@baobab/client/testing';
import type { Locale } from '@baobab/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { BaobabProvider } from '../runtime/context';
import type { BaobabEventMap } from '../runtime/events';
import type { BaobabRuntime } from '../runtime/runtime';

type Routes = Parameters<typeof scriptedFetch>[0];

export interface EmittedEvent {
  type: keyof BaobabEventMap;
  detail: unknown;
}

/**
 * Renders a widget component with a real client whose `fetch` answers from `routes`
 * ("POST /api/contacts/subscribe": { status, body }). Answers the testing-library result, the
 * requests made and the events emitted.
 */
export function renderWidget(
  ui: ReactElement,
  {
    routes = {},
    locale = 'fr',
    runtime = {},
  }: { routes?: Routes; locale?: Locale; runtime?: Partial<BaobabRuntime> } = {},
) {
  const scripted = scriptedFetch(routes);
  const client = createBaobabClient({ fetch: scripted.fetch, cookies: memoryCookieJar(), locale: () => locale });
  const events: EmittedEvent[] = [];
  const fullRuntime: BaobabRuntime = {
    client,
    locale,
    theme: 'default',
    colorMode: 'light',
    links: {},
    emit: (type, detail) => {
      events.push({ type, detail });
      return true;
    },
    ...runtime,
  };
  const result = render(<BaobabProvider runtime={fullRuntime}>{ui}</BaobabProvider>);
  return { ...result, client, requests: scripted.requests, events };
}
