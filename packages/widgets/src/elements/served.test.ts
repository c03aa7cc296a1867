import { scriptedFetch } from '@baobab/client/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderJobList } from '../server';
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
});
