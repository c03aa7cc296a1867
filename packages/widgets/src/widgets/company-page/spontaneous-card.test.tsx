import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageStoreFor } from '../../stores/page-store';
import { forgetApplyDrafts } from '../../test-support/apply-drafts';
import {
  application,
  authAnswer,
  companyRoutes,
  type Routes,
  renderCompanyPage,
} from '../../test-support/company-page';
import { FAKE_UPLOAD_ID } from '../../test-support/fake-uploads';
import { pdfFile } from '../../test-support/job-detail-fixtures';
import { solveCaptcha } from '../../test-support/solve-captcha';

// Chosen files go up resumably at once (tested in the browser suites): here they finish at once.
vi.mock(
  '../upload/resumable-upload',
  async () => (await import('../../test-support/fake-uploads')).fakeResumableUploads,
);

const jobsTab = { tab: 'offres-d-emploi' } as const;
const SEND = 'Envoyer ma candidature';
const spontaneous = application(7, { spontaneous: true, job: null });

const applyCalls = (requests: { method: string; url: string; body: unknown }[]) =>
  requests.filter((r) => r.method === 'POST' && r.url.endsWith('/api/applications'));

async function fillForm(user: ReturnType<typeof userEvent.setup>, cv = pdfFile(2048, 'cv-awa.pdf')) {
  await user.upload(await screen.findByLabelText(/^Importer un nouveau CV/, {}, { timeout: 5000 }), cv);
  await user.type(screen.getByLabelText('Message au recruteur'), 'Bonjour');
  for (const label of [
    /conditions générales/,
    /politique de confidentialité/,
    /formulaire de consentement/,
    /conserve mes données/,
  ])
    await user.click(screen.getByRole('checkbox', { name: label }));
  await solveCaptcha(document);
}

function signedInPage(routes: Routes = {}) {
  return renderCompanyPage(
    companyRoutes({
      'GET /api/documents': { status: 200, body: [] },
      'GET /api/applications/mine': { status: 200, body: [] },
      ...routes,
    }),
    jobsTab,
    { signedIn: true, links: { applications: '/profil?tab=candidatures' } },
  );
}

// Whole forms filled key by key, with a lazily loaded chunk: slower than the default 5 s on a busy machine.
describe('the spontaneous application card', { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
  });
  afterEach(forgetApplyDrafts);

  it('sends an anonymous reader to sign up first (the page’s own modal)', async () => {
    const { client } = renderCompanyPage(companyRoutes(), jobsTab);
    await userEvent.click(await screen.findByRole('button', { name: 'Postuler spontanément' }));
    expect(pageStoreFor(client).getState().authMode).toBe('signup');
    // The dialog is a chunk of its own, fetched on the first click.
    expect(await screen.findByRole('dialog', { name: 'Créer un compte' }, { timeout: 5000 })).toBeTruthy();
  });

  it('sends a spontaneous application to the company, then confirms it with a link to the applications', async () => {
    const user = userEvent.setup();
    const { requests, emit } = signedInPage({ 'POST /api/applications': { status: 201, body: spontaneous } });
    await user.click(await screen.findByRole('button', { name: 'Postuler spontanément' }));
    // The form is a chunk of its own, fetched on the first click.
    expect(await screen.findByRole('form', { name: 'Candidature spontanée' }, { timeout: 5000 })).toBeTruthy();
    // No offer, so no recruiter's questions.
    expect(screen.queryByText('Questions du recruteur')).toBeNull();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: SEND }));
    expect(await screen.findByText('Votre candidature a bien été envoyée.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir mes candidatures' }).getAttribute('href')).toBe(
      '/profil?tab=candidatures',
    );
    const form = applyCalls(requests)[0]?.body as FormData;
    expect(form.get('companyAlias')).toBe('teranga-digital');
    expect(form.get('jobSlug')).toBeNull();
    expect(form.get('cvUploadId')).toBe(FAKE_UPLOAD_ID);
    expect(emit).toHaveBeenCalledWith('baobab:apply', {
      jobSlug: null,
      companyAlias: 'teranga-digital',
      applicationId: spontaneous.id,
    });
  });

  it('shows when the candidate applied instead of the button, once per company', async () => {
    signedInPage({ 'GET /api/applications/mine': { status: 200, body: [application(1), spontaneous] } });
    expect(await screen.findByText('Vous avez postulé le 7 mars 2026.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Postuler spontanément' })).toBeNull();
  });

  it('a repeat refused by the server shows its message, in view and focused', async () => {
    const user = userEvent.setup();
    signedInPage({
      'POST /api/applications': {
        status: 409,
        body: { message: "Vous avez déjà postulé à cette offre d'emploi.", code: 'ALREADY_APPLIED' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Postuler spontanément' }));
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: SEND }));
    const alert = await screen.findByText("Vous avez déjà postulé à cette offre d'emploi.");
    expect(document.activeElement).toBe(alert);
  });

  it('a session lost while sending keeps the draft: logout asked, message shown, form restored after login', async () => {
    const user = userEvent.setup();
    const { client, requests } = signedInPage({
      'POST /api/applications': { status: 401, body: { message: 'x', code: 'UNAUTHORIZED' } },
      'POST /api/auth/refresh-token': { status: 401, body: { message: 'x', code: 'UNAUTHORIZED' } },
      'POST /api/auth/logout': { status: 200, body: { message: 'ok' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Postuler spontanément' }));
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: SEND }));

    expect(await screen.findByText('Votre session a expiré : reconnectez-vous pour continuer.')).toBeTruthy();
    expect(requests.some((r) => r.url.endsWith('/api/auth/logout'))).toBe(true);
    expect(pageStoreFor(client).getState().authMode).toBe('login');

    // What the login form does: store the new session and close the modal.
    act(() => {
      client.session.store(authAnswer);
      pageStoreFor(client).getState().closeAuth();
    });
    expect(await screen.findByText('Votre brouillon de candidature est rétabli.')).toBeTruthy();
    expect(screen.getByText('Fichiers gardés : cv-awa.pdf.')).toBeTruthy();
    expect(screen.getByText('Brouillon enregistré sur ce téléphone')).toBeTruthy();
    expect((screen.getByLabelText('Message au recruteur') as HTMLTextAreaElement).value).toBe('Bonjour');
    expect((screen.getByRole('checkbox', { name: /conditions générales/ }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(applyCalls(requests)).toHaveLength(1));
  });
});
