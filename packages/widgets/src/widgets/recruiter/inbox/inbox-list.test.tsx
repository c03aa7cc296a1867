import { createRecruiterClient } from '@baobab/client/recruiter';
import { loadRecruiterCatalogue, resources } from '@baobab/core';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useRuntime } from '../../../runtime/context';
import { i18nFor } from '../../../runtime/i18n';
import { renderWidget } from '../../../test-support/render-widget';
import { RecruiterContext } from '../recruiter-context';
import { type InboxFilter, InboxList } from './inbox-list';

const inbox = resources.fr.translation.recruiter.inbox;
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const application = (n: number, status = 'SENT') => ({
  id: id(n),
  spontaneous: false,
  job: { id: id(90), slug: 'comptable', title: 'Comptable' },
  candidate: { firstName: `Candidat${n}`, lastName: 'Sow', email: `c${n}@example.com`, phone: null },
  status,
  timeline: [{ status: 'SENT', at: '2026-03-01T09:00:00.000Z' }],
  cv: null,
  coverLetter: null,
  motivation: '',
  answers: {},
  knockedOut: false,
  knockOutQuestions: [],
  consents: { version: '2026-01-01', acceptedAt: '2026-03-01T09:00:00.000Z', accepted: [] },
  createdAt: '2026-03-01T09:00:00.000Z',
});
const page = (results: object[]) => ({ results, total: results.length, page: 1, limit: 50, totalPages: 1 });

beforeAll(async () => {
  i18nFor('fr').addResourceBundle('fr', 'translation', await loadRecruiterCatalogue('fr'), true, true);
});
afterEach(cleanup);

/** The list inside a recruiter client signed in from its store, as the space renders it. */
function Harness({ notices }: { notices: string[] }) {
  const { client } = useRuntime();
  const [recruiter] = useState(() => {
    const stored = JSON.stringify({ accessToken: 'token', refreshToken: 'refresh' });
    const store = { getItem: () => stored, setItem: () => undefined, removeItem: () => undefined };
    return createRecruiterClient(client, store);
  });
  const [filter, setFilter] = useState<InboxFilter>({ list: 'offers', jobId: '', status: '' });
  return (
    <RecruiterContext.Provider value={recruiter}>
      <InboxList filter={filter} setFilter={setFilter} onOpen={() => undefined} notify={(m) => notices.push(m)} />
    </RecruiterContext.Provider>
  );
}

describe('InboxList', () => {
  it('moves the ticked applications together, says so, and lists them again', async () => {
    let moved = false;
    const notices: string[] = [];
    const { requests } = renderWidget(<Harness notices={notices} />, {
      routes: {
        'GET /api/recruiter/applications': () => ({
          status: 200,
          body: page([
            application(1, moved ? 'SHORTLISTED' : 'SENT'),
            application(2, moved ? 'SHORTLISTED' : 'SENT'),
            application(3),
          ]),
        }),
        'GET /api/recruiter/offers': { status: 200, body: [] },
        'POST /api/recruiter/applications/moves': () => {
          moved = true;
          return { status: 200, body: { moved: 2, message: '2 candidature(s) déplacée(s) : Présélectionnée.' } };
        },
      },
    });
    await screen.findByText('Candidat1 Sow');
    fireEvent.click(screen.getByRole('checkbox', { name: inbox.select.replace('{{name}}', 'Candidat1 Sow') }));
    fireEvent.click(screen.getByRole('checkbox', { name: inbox.select.replace('{{name}}', 'Candidat2 Sow') }));
    expect(screen.getByText(/2 sélectionnée/)).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: inbox.move_to }), { target: { value: 'SHORTLISTED' } });
    fireEvent.click(screen.getByRole('button', { name: inbox.move }));
    await expect.poll(() => notices).toEqual(['2 candidature(s) déplacée(s) : Présélectionnée.']);
    const sent = requests.find((r) => r.method === 'POST');
    expect(sent?.body).toEqual({ ids: [id(1), id(2)], status: 'SHORTLISTED' });
    expect(sent?.headers.authorization).toBe('Bearer token');
    const first = (await screen.findByText('Candidat1 Sow')).closest('li') as HTMLElement;
    await expect.poll(() => within(first).getByText(/Présélectionnée|Envoyée/).textContent).toBe('Présélectionnée');
    // The boxes are cleared once the move is done.
    expect(screen.queryByRole('button', { name: inbox.move })).toBeNull();
  });

  it('asks the server for one stage when filtered, and says when nothing is there', async () => {
    const { requests } = renderWidget(<Harness notices={[]} />, {
      routes: {
        'GET /api/recruiter/applications': { status: 200, body: page([]) },
        'GET /api/recruiter/offers': { status: 200, body: [] },
      },
    });
    expect(await screen.findByText(inbox.empty)).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: inbox.filter_stage }), { target: { value: 'INTERVIEW' } });
    await expect
      .poll(() => requests.filter((r) => r.url.includes('/api/recruiter/applications')).at(-1)?.url)
      .toContain('status=INTERVIEW');
  });
});
