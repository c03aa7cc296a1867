import { scriptedFetch } from '@baobab/client/testing';
import { apiEndpoints, endpointPath } from '@baobab/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderJobList } from '../server';
import { renderWidgetShadow } from '../server/board';
import { job, pagedRoute, range, tag } from '../test-support/list-fixtures';
import { defineElements } from './registry';

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('an element over server-rendered markup', () => {
  it('keeps the declared shadow root and hydrates its nodes, without asking the API again', async () => {
    const routes = {
      'POST /api/jobs/get-all-jobs': pagedRoute(range(1, 3, (n) => job(n, { title: `Offre ${n}` }))),
      'GET /api/tags/all': { status: 200, body: [tag(7, 'Santé', 'Health')] },
    };
    const html = await renderJobList({ apiBase: 'https://api.test', fetch: scriptedFetch(routes).fetch });
    // What the parser makes of `<template shadowrootmode>` before the element is defined.
    const content = /<template shadowrootmode="open">([\s\S]*)<\/template>/.exec(html)?.[1] ?? '';
    const host = document.body.appendChild(document.createElement('baobab-job-list'));
    host.setAttribute('api-base', 'https://api.test');
    host.attachShadow({ mode: 'open' }).innerHTML = content;
    const served = host.shadowRoot?.querySelector('.bj-list-card__title');
    expect(served?.textContent).toBe('Offre 1');

    const browser = scriptedFetch(routes);
    vi.stubGlobal('fetch', browser.fetch);
    const ready = new Promise((resolve) => host.addEventListener('baobab:ready', resolve));
    defineElements();
    await ready;
    expect(host.shadowRoot?.querySelector('.bj-list-card__title')).toBe(served);
    expect(host.shadowRoot?.querySelectorAll('.bj-list-card__title')).toHaveLength(3);
    expect(browser.requests).toHaveLength(0);
  });

  it('asks the board for the markup of a list the page did not render, shows it, and hydrates it', async () => {
    const routes = {
      'POST /api/jobs/get-all-jobs': pagedRoute(range(1, 2, (n) => job(n, { title: `Offre ${n}` }))),
      'GET /api/tags/all': { status: 200, body: [tag(7, 'Santé', 'Health')] },
    };
    // What the board answers the loader (its search form held until the widget runs).
    const served = await renderWidgetShadow(
      'baobab-job-list',
      {},
      {
        apiBase: 'https://api.test',
        fetch: scriptedFetch(routes).fetch,
      },
    );
    const content = 'shadow' in served ? served.shadow : '';
    expect(content).toMatch(/<form inert/);
    const browser = scriptedFetch(routes);
    const asked: string[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).includes('/shadow?')) return browser.fetch(input, init);
      asked.push(String(input));
      return Promise.resolve(new Response(content, { headers: { 'content-type': 'text/html' } }));
    });
    defineElements();
    const host = document.createElement('baobab-job-list');
    host.setAttribute('api-base', 'https://api.test');
    const ready = new Promise((resolve) => host.addEventListener('baobab:ready', resolve));
    document.body.appendChild(host);
    await ready;

    // Core's endpoint, with the element's attributes (its API base included, as it is not the
    // board the code came from: the markup's images are addressed under it).
    const path = endpointPath(apiEndpoints.widgetShadow.path, { element: 'baobab-job-list' });
    expect(asked).toEqual([`https://api.test${path}?api-base=https%3A%2F%2Fapi.test`]);
    expect(host.dataset.baobabTheme).toBe('default');
    // The served form, held (inert) until the widget took it over, works now.
    expect(host.shadowRoot?.querySelector('form')).not.toBeNull();
    expect(host.shadowRoot?.querySelectorAll('[inert]')).toHaveLength(0);
    expect([...(host.shadowRoot?.querySelectorAll('.bj-list-card__title') ?? [])].map((t) => t.textContent)).toEqual([
      'Offre 1',
      'Offre 2',
    ]);
    // Hydrated from the served data: the list was not asked for again.
    expect(browser.requests.map((request) => request.url)).not.toContainEqual(expect.stringContaining('get-all-jobs'));
  });

  it('does not hydrate markup made for attributes the host changed before the mount: it lists anew', async () => {
    let release = () => {};
    const { host, ready, browser } = await scopedListRace(
      (html) =>
        new Promise<string>((resolve) => {
          release = () => resolve(html);
        }),
    );
    document.body.appendChild(host);
    // A host page (a framework, say) scopes the list right after inserting it; the board's answer,
    // made for every company, arrives after.
    host.setAttribute('company', 'acme');
    release();
    await ready;
    await expectAcmeListed(host, browser);
  });

  it('does not hydrate it either for attributes changed after the mount but before the first render', async () => {
    const { host, ready, browser } = await scopedListRace((html) => Promise.resolve(html));
    // The mount adds its overlays' node at once, and renders once the language is there: the
    // host page scopes the list in between (the served list of every company is on screen then).
    const mounted = new MutationObserver(() => {
      if (!host.shadowRoot?.querySelector('.bj-portal')) return;
      mounted.disconnect();
      host.setAttribute('company', 'acme');
    });
    mounted.observe(host.shadowRoot as ShadowRoot, { childList: true });
    document.body.appendChild(host);
    await ready;
    expect(host.getAttribute('company')).toBe('acme');
    await expectAcmeListed(host, browser);
  });
});

const SCOPED_ROUTES = {
  'POST /api/jobs/get-all-jobs': pagedRoute(range(1, 2, (n) => job(n, { title: `Offre ${n}` }))),
  'POST /api/companies/acme/jobs': pagedRoute([job(9, { title: 'Offre Acme' })]),
  'GET /api/companies/acme': { status: 404, body: { message: 'absent', code: 'NOT_FOUND' } },
  'GET /api/tags/all': { status: 200, body: [tag(7, 'Santé', 'Health')] },
};

/**
 * A job list not yet in the page, whose board markup (made for every company) the browser gets
 * when `deliver` says; the tests then scope the list to `acme` at a chosen moment.
 */
async function scopedListRace(deliver: (html: string) => Promise<string>) {
  const served = await renderWidgetShadow(
    'baobab-job-list',
    {},
    { apiBase: 'https://api.test', fetch: scriptedFetch(SCOPED_ROUTES).fetch },
  );
  const content = 'shadow' in served ? served.shadow : '';
  const browser = scriptedFetch(SCOPED_ROUTES);
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).includes('/shadow?')
      ? deliver(content).then((html) => new Response(html, { headers: { 'content-type': 'text/html' } }))
      : browser.fetch(input, init),
  );
  defineElements();
  const host = document.createElement('baobab-job-list');
  host.setAttribute('api-base', 'https://api.test');
  const ready = new Promise((resolve) => host.addEventListener('baobab:ready', resolve));
  return { host, ready, browser };
}

/** The list shows acme's offer alone, asked for anew rather than hydrated from every company's. */
async function expectAcmeListed(host: HTMLElement, browser: ReturnType<typeof scriptedFetch>) {
  await vi.waitFor(() =>
    expect([...(host.shadowRoot?.querySelectorAll('.bj-list-card__title') ?? [])].map((t) => t.textContent)).toEqual([
      'Offre Acme',
    ]),
  );
  expect(browser.requests.map((request) => request.url)).toContainEqual(
    expect.stringContaining('/companies/acme/jobs'),
  );
}
