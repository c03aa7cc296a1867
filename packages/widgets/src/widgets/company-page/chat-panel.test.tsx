import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { pageStoreFor } from '../../stores/page-store';
import { companyRoutes, renderCompanyPage, uuid } from '../../test-support/company-page';

afterEach(cleanup);

const at = '2026-03-05T09:00:00.000Z';
const company = { alias: 'teranga-digital', name: 'Teranga Digital', logo: null };
const thread = {
  id: uuid(500),
  company,
  unread: 1,
  messages: [
    { id: uuid(501), author: 'candidate', body: 'Bonjour, le poste est-il ouvert ?', createdAt: at },
    { id: uuid(502), author: 'company', body: '<b>Oui</b> <img src=x onerror=alert(1)>', createdAt: at },
  ],
};

describe('CompanyPage chat tab', () => {
  it('asks anonymous visitors to log in, opening the shared auth modal', async () => {
    const { client, requests } = renderCompanyPage(companyRoutes(), { tab: 'chat' });
    const panel = await screen.findByRole('tabpanel');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Discussion');
    expect(within(panel).getByText('Connectez-vous pour écrire à Teranga Digital.')).toBeTruthy();
    await userEvent.click(within(panel).getByRole('button', { name: 'Se connecter' }));
    expect(pageStoreFor(client).getState().authMode).toBe('login');
    expect(requests.some((r) => r.url.includes('/api/chat'))).toBe(false);
  });

  it('tells the page the thread was read, and lands on it when the link asked for the thread', async () => {
    window.location.hash = '#fil';
    const { client } = renderCompanyPage(
      companyRoutes({ 'GET /api/chat/companies/teranga-digital': { status: 200, body: thread } }),
      { tab: 'chat' },
      { signedIn: true },
    );
    const list = await screen.findByRole('list', { name: 'Messages échangés avec Teranga Digital' });
    await waitFor(() => expect(document.activeElement).toBe(list));
    expect(pageStoreFor(client).getState().threadsRead).toBe(1);
    window.location.hash = '';
  });

  it('shows the thread as text and sends a message (en)', async () => {
    const { requests } = renderCompanyPage(
      companyRoutes({
        'GET /api/chat/companies/teranga-digital': { status: 200, body: thread },
        'POST /api/chat/companies/teranga-digital/messages': (req) => ({
          status: 201,
          body: { id: uuid(503), author: 'candidate', body: (req.body as { body: string }).body, createdAt: at },
        }),
      }),
      { tab: 'chat' },
      { signedIn: true, locale: 'en' },
    );
    const list = await screen.findByRole('list', { name: 'Messages with Teranga Digital' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('strong')?.textContent)).toEqual(['You', 'Teranga Digital']);
    // Markup a recruiter typed is shown as the characters they typed, never as elements.
    expect(items[1]?.querySelector('img, b')).toBeNull();
    expect(items[1]?.textContent).toContain('<b>Oui</b> <img src=x onerror=alert(1)>');

    const field = screen.getByLabelText('Your message');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This field is required.');
    await userEvent.type(field, 'Merci, je postule.');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Merci, je postule.');
    expect(requests.at(-1)).toMatchObject({ method: 'POST', body: { body: 'Merci, je postule.' } });
    expect((field as HTMLTextAreaElement).value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('invites the first message when the thread is empty, and shows a refused message', async () => {
    renderCompanyPage(
      companyRoutes({
        'GET /api/chat/companies/teranga-digital': {
          status: 200,
          body: { id: null, company, unread: 0, messages: [] },
        },
        'POST /api/chat/companies/teranga-digital/messages': {
          status: 400,
          body: { message: 'Certaines informations sont invalides.', code: 'VALIDATION' },
        },
      }),
      { tab: 'chat' },
      { signedIn: true },
    );
    expect(
      await screen.findByText('Posez votre question à Teranga Digital : les recruteurs vous répondent ici.'),
    ).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Votre message'), 'Bonjour');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Certaines informations sont invalides.');
  });
});
