import { scriptedFetch } from '@baobab/client/testing';
import { resources } from '@baobab/core';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configure, pageDefaults } from './page-defaults';
import { defineElements, ELEMENTS } from './registry';

const { fr, en } = resources;
const newsletterElement = ELEMENTS.find((definition) => definition.tag === 'baobab-newsletter') as Extract<
  (typeof ELEMENTS)[number],
  { tag: 'baobab-newsletter' }
>;

beforeAll(() => defineElements());
afterEach(() => {
  document.body.innerHTML = '';
  for (const key of Object.keys(pageDefaults)) delete pageDefaults[key as keyof typeof pageDefaults];
  vi.unstubAllGlobals();
});

function place(html: string) {
  document.body.innerHTML = html;
  return document.body.firstElementChild as InstanceType<typeof newsletterElement.element>;
}

const heading = (element: HTMLElement) =>
  waitFor(
    () => {
      const text = element.shadowRoot?.querySelector('h2')?.textContent;
      expect(text).toBeTruthy();
      return text;
    },
    { timeout: 10_000 },
  );

describe('widget elements', () => {
  it('registers every tag once', () => {
    defineElements();
    expect(customElements.get('baobab-newsletter')).toBe(newsletterElement.element);
    expect(customElements.get('baobab-company-page')).toBeDefined();
  });

  it('reflects attributes as properties and back', () => {
    const element = place('<baobab-newsletter api-base="https://api.example"></baobab-newsletter>');
    expect(element.apiBase).toBe('https://api.example');
    element.jobHref = '/jobs/{slug}';
    expect(element.getAttribute('job-href')).toBe('/jobs/{slug}');
    element.colorMode = null;
    expect(element.hasAttribute('color-mode')).toBe(false);
  });

  it('renders into an open shadow root with the shared sheets, then says baobab:ready', async () => {
    const ready = vi.fn();
    document.addEventListener('baobab:ready', ready);
    const element = place('<baobab-newsletter></baobab-newsletter>');
    expect(element.shadowRoot).not.toBeNull();
    expect(await heading(element)).toBe(fr.translation.footer.newsletter_title);
    // The first mount imports the widget's chunk: a busy machine takes longer than waitFor's 1 s.
    await waitFor(() => expect(ready).toHaveBeenCalledOnce(), { timeout: 10_000 });
    const event = ready.mock.calls[0]?.[0] as CustomEvent;
    expect(event.detail).toEqual({ widget: 'newsletter' });
    expect(event.composed && event.bubbles).toBe(true);
    expect(element.shadowRoot?.adoptedStyleSheets).toHaveLength(4);
    const other = document.body.appendChild(document.createElement('baobab-newsletter'));
    await heading(other);
    expect(other.shadowRoot?.adoptedStyleSheets[1]).toBe(element.shadowRoot?.adoptedStyleSheets[1]);
    document.removeEventListener('baobab:ready', ready);
  });

  it('re-renders when an attribute changes and follows the page defaults', async () => {
    const element = place('<baobab-newsletter></baobab-newsletter>');
    await heading(element);
    element.setAttribute('lang', 'en');
    await waitFor(() =>
      expect(element.shadowRoot?.querySelector('h2')?.textContent).toBe(en.translation.footer.newsletter_title),
    );
    element.removeAttribute('lang');
    configure({ lang: 'en', theme: 'gouv' });
    await waitFor(() => expect(element.shadowRoot?.querySelector('.bj-root')?.getAttribute('data-theme')).toBe('gouv'));
    expect(element.shadowRoot?.querySelector('h2')?.textContent).toBe(en.translation.footer.newsletter_title);
  });

  it('subscribes against its api-base', async () => {
    const scripted = scriptedFetch({ 'POST /api/contacts/subscribe': { status: 200, body: { message: 'ok' } } });
    vi.stubGlobal('fetch', scripted.fetch);
    const element = place('<baobab-newsletter api-base="https://api.example"></baobab-newsletter>');
    await heading(element);
    await userEvent.type(element.shadowRoot?.querySelector('input') as HTMLInputElement, 'awa@example.com');
    await userEvent.click(element.shadowRoot?.querySelector('button') as HTMLButtonElement);
    await waitFor(() =>
      expect(element.shadowRoot?.querySelector('[role=status]')?.textContent).toBe(
        fr.translation.success.newsletter_confirm_sent,
      ),
    );
    expect(scripted.requests[0]?.url).toBe('https://api.example/api/contacts/subscribe');
  });

  it('emits cancelable baobab:navigate and reports the cancellation', () => {
    const element = place('<baobab-newsletter></baobab-newsletter>');
    document.addEventListener('baobab:navigate', (event) => event.preventDefault(), { once: true });
    expect(element.emit('baobab:navigate', { href: '/jobs/x', kind: 'job' })).toBe(false);
    expect(element.emit('baobab:logout', {})).toBe(true);
  });

  it('unmounts when removed, but survives a move', async () => {
    const element = place('<baobab-newsletter></baobab-newsletter>');
    await heading(element);
    const holder = document.body.appendChild(document.createElement('section'));
    holder.append(element);
    await Promise.resolve();
    expect(element.shadowRoot?.querySelector('h2')).not.toBeNull();
    element.remove();
    await waitFor(() => expect(element.shadowRoot?.querySelector('h2')).toBeNull());
  });
});
