import { createBaobabClient, memoryCookieJar } from '@baobab/client';
import { scriptedFetch } from '@baobab/client/testing';
import { resources } from '@baobab/core';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWidget } from '../../test-support/render-widget';
import { Newsletter } from './newsletter';

const fr = resources.fr.translation;
const en = resources.en.translation;
const SUBSCRIBE = 'POST /api/contacts/subscribe';
const subscribed = { [SUBSCRIBE]: { status: 200, body: { message: 'ok' } } };

afterEach(cleanup);

async function submit(email: string, label = fr.footer.newsletter_placeholder) {
  if (email) await userEvent.type(screen.getByLabelText(label), email);
  await userEvent.click(screen.getByRole('button'));
}

describe('Newsletter', () => {
  it('starts idle: a labelled email field, the subscribe button, an empty live region', () => {
    renderWidget(<Newsletter />);
    expect(screen.getByLabelText(fr.footer.newsletter_placeholder)).toHaveProperty('type', 'email');
    expect(screen.getByRole('button', { name: fr.footer.newsletter_submit })).toBeTruthy();
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('does nothing on an empty email: no request, no message', async () => {
    const { requests } = renderWidget(<Newsletter />, { routes: subscribed });
    await submit('');
    await submit('   ');
    expect(requests).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows loading while the call runs, then replaces the form with the success message', async () => {
    const scripted = scriptedFetch(subscribed);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slowFetch: typeof fetch = async (...args) => {
      await held;
      return scripted.fetch(...args);
    };
    renderWidget(<Newsletter />, {
      runtime: { client: createBaobabClient({ fetch: slowFetch, cookies: memoryCookieJar() }) },
    });
    await submit('awa@example.com');
    const button = screen.getByRole('button', { name: fr.common.loading });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(button);
    release();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(fr.success.newsletter_confirm_sent));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(scripted.requests.map((r) => r.body)).toEqual([{ email: 'awa@example.com' }]);
  });

  it('shows the error above the form, which stays for another try', async () => {
    const { requests } = renderWidget(<Newsletter />, {
      routes: { [SUBSCRIBE]: { status: 500, body: { message: 'boom', code: 'GENERIC' } } },
    });
    await submit('awa@example.com');
    const status = await screen.findByText(fr.errors.newsletter_failed);
    const input = screen.getByRole('textbox');
    expect(status.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('awa@example.com');
    await userEvent.click(screen.getByRole('button', { name: fr.footer.newsletter_submit }));
    await waitFor(() => expect(requests).toHaveLength(2));
  });

  it('treats a network failure as an error too', async () => {
    renderWidget(<Newsletter />, { routes: { [SUBSCRIBE]: 'network-error' } });
    await submit('awa@example.com');
    expect(await screen.findByText(fr.errors.newsletter_failed)).toBeTruthy();
  });

  it('tells the host page it was sent, then its failure with the code of the message it shows', async () => {
    const sent = { type: 'baobab:submitted', detail: { form: 'newsletter' } };
    const refused = renderWidget(<Newsletter />, {
      routes: { [SUBSCRIBE]: { status: 429, body: { message: 'Trop de demandes', code: 'RATE_LIMITED' } } },
    });
    await submit('awa@example.com');
    await screen.findByText(fr.errors.newsletter_failed);
    expect(refused.events).toEqual([
      sent,
      { type: 'baobab:error', detail: { form: 'newsletter', code: 'NEWSLETTER_FAILED' } },
    ]);
    cleanup();
    // Failed on the way: the same message, the same code.
    const cut = renderWidget(<Newsletter />, { routes: { [SUBSCRIBE]: 'network-error' } });
    await submit('awa@example.com');
    await screen.findByText(fr.errors.newsletter_failed);
    expect(cut.events).toEqual([
      sent,
      { type: 'baobab:error', detail: { form: 'newsletter', code: 'NEWSLETTER_FAILED' } },
    ]);
  });

  it('speaks English with lang en', async () => {
    renderWidget(<Newsletter />, { locale: 'en', routes: subscribed });
    expect(screen.getByRole('heading').textContent).toBe(en.footer.newsletter_title);
    await submit('awa@example.com', en.footer.newsletter_placeholder);
    expect(await screen.findByText(en.success.newsletter_confirm_sent)).toBeTruthy();
  });
});
