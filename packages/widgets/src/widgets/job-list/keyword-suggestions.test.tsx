import { createBaobabClient, memoryCookieJar } from '@baobab/client';
import { scriptedFetch } from '@baobab/client/testing';
import { loadSuggestCatalogue, resources } from '@baobab/core';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { BaobabProvider } from '../../runtime/context';
import { job, pagedRoute, type Routes, testRuntime } from '../../test-support/list-fixtures';
import { JobList } from './index';
import { nextActive } from './keyword-suggestions';

const fr = resources.fr.translation;
const frSuggest = (await loadSuggestCatalogue('fr')) as { suggest: { label: string } };
const SUGGEST = 'GET /api/jobs/suggestions';
const LABELS: Record<string, string[]> = {
  co: ['Comptable', 'Commercial terrain', 'Comptabilité et audit'],
  com: ['Comptable', 'Commercial terrain', 'Comptabilité et audit'],
  comp: ['Comptable', 'Comptabilité et audit'],
  compt: ['Comptable', 'Comptabilité et audit'],
};

afterEach(cleanup);

/** The job list with a suggestions route; `hold` keeps the answer to a URL until its promise settles. */
function renderList(
  routes: Routes = {},
  locale: 'fr' | 'en' = 'fr',
  hold?: (url: string) => Promise<void> | undefined,
) {
  const scripted = scriptedFetch({
    'POST /api/jobs/get-all-jobs': pagedRoute([job(1)]),
    'GET /api/tags/all': { status: 200, body: [] },
    [SUGGEST]: (req) => ({
      status: 200,
      body: { suggestions: LABELS[new URL(req.url, 'http://x').searchParams.get('keyword') ?? ''] ?? [] },
    }),
    ...routes,
  });
  const fetch = async (...args: Parameters<typeof globalThis.fetch>) => {
    await hold?.(String(args[0]));
    return scripted.fetch(...args);
  };
  const client = createBaobabClient({ fetch, cookies: memoryCookieJar(), locale: () => locale });
  const { requests } = scripted;
  render(
    <BaobabProvider runtime={testRuntime(client, { locale })}>
      <JobList />
    </BaobabProvider>,
  );
  const label = (locale === 'fr' ? fr : resources.en.translation).jobs.search_label;
  return { requests, box: screen.getByRole<HTMLInputElement>('searchbox', { name: label }) };
}

const asked = (requests: { url: string }[]) =>
  requests.filter((r) => r.url.startsWith('/api/jobs/suggestions')).map((r) => r.url);
const listbox = () => screen.queryByRole('listbox');

describe('typing suggestions', () => {
  it('turn the box into a combobox whose listbox proposes the answer, counted politely', async () => {
    const { box } = renderList();
    await userEvent.type(box, 'compt');
    const list = await screen.findByRole('listbox', { name: frSuggest.suggest.label });
    expect(box.getAttribute('role')).toBe('combobox');
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-autocomplete')).toBe('list');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Comptable', 'Comptabilité et audit']);
    expect(document.querySelector('[aria-live="polite"][aria-atomic="true"]')?.textContent).toBe('2 suggestions');
  });

  it('ask once after a pause, in the widget’s language, and never for one letter', async () => {
    const { box, requests } = renderList({}, 'en');
    await userEvent.type(box, 'c');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked(requests)).toEqual([]);
    await userEvent.type(box, 'ompt');
    await screen.findByRole('listbox');
    // Typed faster than the pause: only what was there at the end was asked.
    expect(asked(requests)).toEqual(['/api/jobs/suggestions?keyword=compt&lang=en']);
  });

  it('move with the arrows (round the ends) and search the one chosen with Enter', async () => {
    const { box, requests } = renderList();
    await userEvent.type(box, 'compt');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}');
    const [first, second] = screen.getAllByRole('option');
    expect(box.getAttribute('aria-activedescendant')).toBe(first?.id);
    expect(first?.getAttribute('aria-selected')).toBe('true');
    // Up from the first is the last; down from the last is the first.
    await userEvent.keyboard('{ArrowUp}{ArrowDown}{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(second?.id);
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(requests.at(-1)?.url).toBe(
        `/api/jobs/get-all-jobs?${new URLSearchParams({ keyword: 'Comptabilité et audit' })}`,
      ),
    );
    expect(box.value).toBe('Comptabilité et audit');
    expect(listbox()).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('count every key pressed before the next render (a slow phone), and search the one reached', async () => {
    const { box, requests } = renderList();
    await userEvent.type(box, 'compt');
    await screen.findByRole('listbox');
    // Dispatched in one task: nothing renders between the three keys.
    for (const key of ['ArrowDown', 'ArrowDown', 'Enter'])
      box.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    await waitFor(() =>
      expect(requests.at(-1)?.url).toBe(
        `/api/jobs/get-all-jobs?${new URLSearchParams({ keyword: 'Comptabilité et audit' })}`,
      ),
    );
  });

  it('leave Enter to the form when none is chosen, and ask nothing more after it', async () => {
    const { box, requests } = renderList();
    await userEvent.type(box, 'co');
    await userEvent.keyboard('m{Enter}');
    await waitFor(() => expect(requests.at(-1)?.url).toBe('/api/jobs/get-all-jobs?keyword=com'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(requests.at(-1)?.url).toBe('/api/jobs/get-all-jobs?keyword=com');
    expect(listbox()).toBeNull();
  });

  it('close on Escape without emptying the box, and on leaving it', async () => {
    const { box } = renderList();
    await userEvent.type(box, 'compt');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    expect(listbox()).toBeNull();
    expect(box.value).toBe('compt');
    await userEvent.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeTruthy();
    await userEvent.tab();
    expect(listbox()).toBeNull();
  });

  it('search the suggestion clicked or tapped', async () => {
    const { box, requests } = renderList();
    await userEvent.type(box, 'compt');
    await userEvent.click(await screen.findByRole('option', { name: 'Comptable' }));
    await waitFor(() => expect(requests.at(-1)?.url).toBe('/api/jobs/get-all-jobs?keyword=Comptable'));
    expect(box.value).toBe('Comptable');
  });

  it('never show an older answer over a newer keystroke’s', async () => {
    // The answer for "com" is held until "comp" has been answered.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { box } = renderList({}, 'fr', (url) => (url.includes('keyword=com&') ? held : undefined));
    await userEvent.type(box, 'com');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await userEvent.type(box, 'p');
    await screen.findByRole('option', { name: 'Comptable' });
    release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Comptable', 'Comptabilité et audit']);
  });

  it('say nothing and stay closed when the call fails or finds nothing', async () => {
    const { box } = renderList({ [SUGGEST]: { status: 500, body: { message: 'x', code: 'GENERIC' } } });
    await userEvent.type(box, 'compt');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(listbox()).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('nextActive', () => {
  it('goes round the ends, and starts at the first (down) or last (up)', () => {
    expect(nextActive(-1, 3, true)).toBe(0);
    expect(nextActive(-1, 3, false)).toBe(2);
    expect(nextActive(2, 3, true)).toBe(0);
    expect(nextActive(0, 3, false)).toBe(2);
    expect(nextActive(1, 3, true)).toBe(2);
  });
});
