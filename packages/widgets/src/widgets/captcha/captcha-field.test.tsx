import { createBaobabClient, memoryCookieJar } from '@baobab/client';
import { scriptedFetch } from '@baobab/client/testing';
import { resources } from '@baobab/core';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BaobabProvider } from '../../runtime/context';
import type { BaobabRuntime } from '../../runtime/runtime';
import { CaptchaField } from './captcha-field';
import { challengeFetch } from './challenge-fetch';

const challenge = {
  parameters: { algorithm: 'PBKDF2/SHA-256', nonce: 'ab', salt: 'cd', cost: 1000, keyLength: 32, keyPrefix: '00' },
  signature: 'sig',
};

function setup() {
  const scripted = scriptedFetch({ 'GET /api/captcha/challenge': { status: 200, body: challenge } });
  const client = createBaobabClient({ fetch: scripted.fetch, cookies: memoryCookieJar(), locale: () => 'en' });
  const runtime: BaobabRuntime = {
    client,
    locale: 'fr',
    theme: 'default',
    colorMode: 'light',
    links: {},
    emit: vi.fn(() => true),
  };
  return { client, runtime, requests: scripted.requests };
}

describe('CaptchaField', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('creates the real ALTCHA element inside the shadow root of its form, with its CSS adopted there', async () => {
    const { runtime } = setup();
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    shadow.append(container);
    const onChange = vi.fn();
    render(
      <BaobabProvider runtime={runtime}>
        <form>
          <CaptchaField id="c" onChange={onChange} />
        </form>
      </BaobabProvider>,
      { container },
    );
    const widget = await waitFor(() => {
      const element = shadow.querySelector('form altcha-widget');
      if (!element) throw new Error('not yet');
      return element;
    });
    expect(widget.getAttribute('language')).toBe('fr-fr');
    const adopted = shadow.adoptedStyleSheets.map((sheet) => [...sheet.cssRules].map((r) => r.cssText).join('\n'));
    const styled = adopted.join('\n') + [...shadow.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    expect(styled).toContain('.altcha');
    expect(styled).not.toContain(':root');
    // ALTCHA's own <style> in the document's head is taken away: none of the widget's CSS reaches the page.
    expect(document.getElementById('altcha-css')).toBeNull();

    act(() => {
      widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload: 'p1' } }));
    });
    expect(onChange).toHaveBeenLastCalledWith('p1');
    act(() => {
      widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'expired', payload: null } }));
    });
    expect(onChange).toHaveBeenLastCalledWith(null);
    host.remove();
  });

  /** The real ALTCHA element of a field rendered in a form, once loaded. */
  async function renderInForm(runtime: BaobabRuntime, before?: (form: HTMLFormElement) => void) {
    // ALTCHA works only in a secure context, which the test DOM does not claim to be.
    vi.stubGlobal('isSecureContext', true);
    const onChange = vi.fn();
    const { container } = render(
      <BaobabProvider runtime={runtime}>
        <form>
          <input aria-label="email" />
          <CaptchaField id="c" onChange={onChange} />
        </form>
      </BaobabProvider>,
    );
    before?.(container.querySelector('form') as HTMLFormElement);
    const widget = await waitFor(() => {
      const element = container.querySelector('altcha-widget') as (HTMLElement & { getState(): string }) | null;
      if (!element?.getState) throw new Error('not yet');
      return element;
    });
    return { widget, onChange, container };
  }

  it('starts the work when its form already held the focus before ALTCHA arrived', async () => {
    const { runtime, requests } = setup();
    await renderInForm(runtime, (form) => form.querySelector('input')?.focus());
    await waitFor(() => expect(requests.map((request) => request.url)).toContain('/api/captcha/challenge'));
  });

  it('starts the work on a touch in the form, where a tap may bring no focusin', async () => {
    const { runtime, requests } = setup();
    const { container } = await renderInForm(runtime);
    expect(requests).toHaveLength(0);
    container.querySelector('input')?.dispatchEvent(new Event('touchstart', { bubbles: true }));
    await waitFor(() => expect(requests.map((request) => request.url)).toContain('/api/captcha/challenge'));
  });

  it('keeps a solved box ticked when it is tapped again, and says it is solved', async () => {
    const { runtime } = setup();
    const { widget, container } = await renderInForm(runtime);
    act(() => {
      (widget as unknown as { setState(state: string): void }).setState('verified');
    });
    await waitFor(() =>
      expect(container.querySelector('[role="status"]')?.textContent).toBe(
        resources.fr.translation.auth.captcha_verified,
      ),
    );
    const box = container.querySelector<HTMLInputElement>('altcha-widget input[type="checkbox"]');
    await waitFor(() => expect(box?.checked).toBe(true));
    act(() => box?.click());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(widget.getState()).toBe('verified');
    expect(box?.checked).toBe(true);
  });

  it("fetches ALTCHA's challenge through the page client (its api-base and language)", async () => {
    const { client, requests } = setup();
    const response = await challengeFetch(client)('ignored');
    expect(await response.json()).toEqual(challenge);
    expect(requests[0]?.url).toBe('/api/captcha/challenge');
    expect(requests[0]?.headers['accept-language']).toBe('en');
  });
});
