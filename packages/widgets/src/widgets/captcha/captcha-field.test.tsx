import { createBaobabClient, memoryCookieJar } from '@baobab/client';
import { scriptedFetch } from '@baobab/client/testing';
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
  afterEach(cleanup);

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

  it("fetches ALTCHA's challenge through the page client (its api-base and language)", async () => {
    const { client, requests } = setup();
    const response = await challengeFetch(client)('ignored');
    expect(await response.json()).toEqual(challenge);
    expect(requests[0]?.url).toBe('/api/captcha/challenge');
    expect(requests[0]?.headers['accept-language']).toBe('en');
  });
});
