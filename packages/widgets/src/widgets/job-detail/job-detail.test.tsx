import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageStoreFor } from '../../stores/page-store';
import { forgetApplyDrafts } from '../../test-support/apply-drafts';
import { FAKE_UPLOAD_ID } from '../../test-support/fake-uploads';
import { applicationFixture, authAnswer, jobFixture, pdfFile, savedCv } from '../../test-support/job-detail-fixtures';
import { renderWithClient } from '../../test-support/render-with-client';
import { solveCaptcha } from '../../test-support/solve-captcha';
import { JobDetail } from './job-detail';

// Chosen files go up resumably at once (tested in the browser suites): here they finish at once.
vi.mock(
  '../upload/resumable-upload',
  async () => (await import('../../test-support/fake-uploads')).fakeResumableUploads,
);

type Routes = Parameters<typeof renderWithClient>[1];
const job = jobFixture();
const JOB_ROUTE = `GET /api/jobs/${job.slug}`;

function renderDetail(routes: Routes, { signedIn = false } = {}) {
  const view = renderWithClient(<JobDetail slug={job.slug} />, { [JOB_ROUTE]: { status: 200, body: job }, ...routes });
  if (signedIn) act(() => view.client.session.store(authAnswer));
  return { ...view, store: pageStoreFor(view.client) };
}

async function openApplyForm(routes: Routes = {}) {
  const user = userEvent.setup();
  const view = renderDetail(
    {
      'GET /api/documents': { status: 200, body: [] },
      'GET /api/applications/mine': { status: 200, body: [] },
      ...routes,
    },
    { signedIn: true },
  );
  await user.click(await screen.findByRole('button', { name: 'Apply' }));
  // The form is a chunk of its own, fetched on the first click.
  await screen.findByRole('form', { name: 'Apply for this job' }, { timeout: 5000 });
  return { ...view, user };
}

async function acceptConsents(user: ReturnType<typeof userEvent.setup>) {
  for (const label of [/terms of use/, /privacy policy/, /consent form/, /keeps my data/])
    await user.click(screen.getByRole('checkbox', { name: label }));
}

const applyCalls = <R extends { method: string; url: string }>(requests: R[]) =>
  requests.filter((r) => r.method === 'POST' && r.url.endsWith('/api/applications'));

describe('JobDetail', () => {
  afterEach(() => {
    cleanup();
  });
  afterEach(forgetApplyDrafts);

  it('asks for nothing while it has no slug (a page that sets it once an offer is chosen)', async () => {
    const view = renderWithClient(<JobDetail slug="" />, {});
    // Let any effect run: a call would be recorded (and answered 404 by the scripted fetch).
    await act(async () => {});
    expect(view.requests).toEqual([]);
    expect(view.container.textContent).toBe('');
  });

  it('marks the French offer lang="fr" on an English page: its title and texts, not the labels', async () => {
    const view = renderDetail({});
    const title = await screen.findByRole('heading', { level: 1, name: job.title });
    expect(title.getAttribute('lang')).toBe('fr');
    const texts = view.container.querySelectorAll('.bj-job-text');
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text.getAttribute('lang')).toBe('fr');
    expect(screen.getByRole('heading', { level: 2, name: 'Job description' }).closest('[lang="fr"]')).toBeNull();
  });

  it('shows the offer: title, company, facts, and the texts as plain paragraphs', async () => {
    renderDetail({});
    expect(await screen.findByRole('heading', { level: 1, name: job.title })).toBeTruthy();
    expect(screen.getByText('Sonatel')).toBeTruthy();
    expect(screen.getByText('Dakar, Senegal')).toBeTruthy();
    expect(screen.getByText(/Permanent · Hybrid/)).toBeTruthy();
    expect(screen.getByText('First paragraph of the offer.').tagName).toBe('P');
    // Never HTML: the tag stays text.
    expect(screen.getByText('<b>Second</b> paragraph.')).toBeTruthy();
    expect(document.querySelector('b')).toBeNull();
    expect(screen.getByText('Three years of React.')).toBeTruthy();
  });

  it('says so when the offer does not exist', async () => {
    renderWithClient(<JobDetail slug="gone" />, {
      'GET /api/jobs/gone': { status: 404, body: { message: 'Resource not found.', code: 'NOT_FOUND' } },
    });
    expect(await screen.findByText('Resource not found.')).toBeTruthy();
  });

  it('a closed offer says so and offers no Apply', async () => {
    renderWithClient(<JobDetail slug={job.slug} />, {
      [JOB_ROUTE]: { status: 200, body: jobFixture({ closed: true }) },
    });
    expect(await screen.findByText('Job offer already closed.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it("an external offer links to the company's platform in a new tab", async () => {
    const external = jobFixture({ external: true, externalApplyUrl: 'https://careers.example.com/jobs/42' });
    renderWithClient(<JobDetail slug={job.slug} />, { [JOB_ROUTE]: { status: 200, body: external } });
    const link = await screen.findByRole('link', { name: "Apply on the company's site" });
    expect(link.getAttribute('href')).toBe('https://careers.example.com/jobs/42');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText(/will not be tracked in your candidate space/)).toBeTruthy();
  });

  it('Apply opens the auth modal in sign-up mode for an anonymous visitor (its own, when the page has none)', async () => {
    const user = userEvent.setup();
    const { store } = renderDetail({});
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(store.getState().authMode).toBe('signup');
    expect(await screen.findByRole('dialog', { name: 'Create an account' })).toBeTruthy();
  });

  it('leaves the modal to the page when an auth-modal widget is there', async () => {
    const user = userEvent.setup();
    const { store } = renderDetail({});
    act(() => {
      store.getState().registerModalHost();
    });
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(store.getState().authMode).toBe('signup');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Apply shows the form to a signed-in candidate, with asterisks and the saved CVs', async () => {
    await openApplyForm({ 'GET /api/documents': { status: 200, body: [savedCv] } });
    expect(screen.getByText('Fields marked with an asterisk (*) are mandatory.')).toBeTruthy();
    expect(await screen.findByRole('option', { name: 'cv-awa.pdf' })).toBeTruthy();
    for (const consent of [/terms of use/, /privacy policy/, /consent form/, /keeps my data/])
      expect(screen.getByRole('checkbox', { name: consent }).getAttribute('aria-required')).toBe('true');
    expect(screen.getByRole('group', { name: /Security check/ })).toBeTruthy();
  });

  it('without a CV: the CV-required message and no request', async () => {
    const { user, requests } = await openApplyForm();
    await acceptConsents(user);
    await solveCaptcha(document);
    await user.click(screen.getByRole('button', { name: 'Send my application' }));
    expect(await screen.findByText('You must import your CV PDF to submit your application.')).toBeTruthy();
    expect(applyCalls(requests)).toHaveLength(0);
  });

  it('a CV over 5 MB or not a PDF: the file error and no request', async () => {
    const { user, requests } = await openApplyForm();
    await acceptConsents(user);
    await solveCaptcha(document);
    const input = screen.getByLabelText(/^Upload a new CV/) as HTMLInputElement;
    await user.upload(input, pdfFile(5 * 1024 * 1024 + 1));
    await user.click(screen.getByRole('button', { name: 'Send my application' }));
    expect(await screen.findByText('The file must be a PDF and under 5MB.')).toBeTruthy();
    await userEvent.setup({ applyAccept: false }).upload(input, pdfFile(1000, 'cv.docx', 'application/msword'));
    await user.click(screen.getByRole('button', { name: 'Send my application' }));
    expect(await screen.findByText('The file must be a PDF and under 5MB.')).toBeTruthy();
    expect(applyCalls(requests)).toHaveLength(0);
  });

  it('every consent is required', async () => {
    const { user, requests } = await openApplyForm();
    await user.upload(screen.getByLabelText(/^Upload a new CV/), pdfFile());
    await solveCaptcha(document);
    await user.click(screen.getByRole('checkbox', { name: /terms of use/ }));
    await user.click(screen.getByRole('button', { name: 'Send my application' }));
    expect(screen.getAllByText('You must accept the terms to submit your application.')).toHaveLength(3);
    expect(screen.getByRole('checkbox', { name: /privacy policy/ }).getAttribute('aria-invalid')).toBe('true');
    expect(applyCalls(requests)).toHaveLength(0);
  });

  it('sends a multipart application once, shows the confirmation and emits baobab:apply', async () => {
    let calls = 0;
    const { user, requests, runtime } = await openApplyForm({
      'POST /api/applications': () => {
        calls += 1;
        return { status: 201, body: applicationFixture(job) };
      },
    });
    const cv = pdfFile(4096);
    await user.upload(screen.getByLabelText(/^Upload a new CV/), cv);
    await user.type(screen.getByLabelText('Message to the recruiter'), 'Hello');
    await acceptConsents(user);
    await solveCaptcha(document, 'apply-payload');
    const submit = screen.getByRole('button', { name: 'Send my application' });
    await user.dblClick(submit);
    expect(await screen.findByText('Your application has been sent.')).toBeTruthy();
    expect(screen.getByText('Applications cannot be edited after sending.')).toBeTruthy();
    expect(calls).toBe(1);
    const body = applyCalls(requests)[0] as unknown as { body: FormData; headers: Record<string, string> };
    expect(body.body).toBeInstanceOf(FormData);
    expect(body.headers.authorization).toBe('Bearer access-token');
    expect(Object.fromEntries([...body.body.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
      jobSlug: job.slug,
      cvUploadId: FAKE_UPLOAD_ID,
      answers: '{}',
      token: 'apply-payload',
      motivation: 'Hello',
      acceptTerms: 'true',
      acceptPrivacy: 'true',
      acceptConsentForm: 'true',
      acceptDataRetention: 'true',
    });
    // The CV went up when chosen: the call names its upload, not the file.
    expect(body.body.get('cv')).toBeNull();
    expect(body.body.get('coverLetter')).toBeNull();
    expect(runtime.emit).toHaveBeenCalledWith('baobab:apply', {
      jobSlug: job.slug,
      companyAlias: 'sonatel',
      applicationId: applicationFixture(job).id,
    });
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('a saved CV travels as cvDocumentId', async () => {
    const { user, requests } = await openApplyForm({
      'GET /api/documents': { status: 200, body: [savedCv] },
      'POST /api/applications': { status: 201, body: applicationFixture(job) },
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Choose a saved CV' }), savedCv.id);
    await acceptConsents(user);
    await solveCaptcha(document);
    await user.click(screen.getByRole('button', { name: 'Send my application' }));
    await screen.findByText('Your application has been sent.');
    const form = applyCalls(requests)[0]?.body as FormData;
    expect(form.get('cvDocumentId')).toBe(savedCv.id);
    expect(form.get('cv')).toBeNull();
  });

  it("a repeat application shows the server's message and keeps the form", async () => {
    const { user } = await openApplyForm({
      'POST /api/applications': {
        status: 409,
        body: { message: 'You have already applied for this job offer.', code: 'ALREADY_APPLIED' },
      },
    });
    await user.upload(screen.getByLabelText(/^Upload a new CV/), pdfFile());
    await acceptConsents(user);
    await solveCaptcha(document);
    await user.click(screen.getByRole('button', { name: 'Send my application' }));
    const message = await screen.findByText('You have already applied for this job offer.');
    expect(message.getAttribute('role')).toBe('alert');
    // Far above the submit button on a phone: it takes the focus, so it is seen and read out.
    expect(document.activeElement).toBe(message);
    const form = screen.getByRole('form', { name: 'Apply for this job' });
    // The used captcha solution is spent: a fresh widget awaits a new one.
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Send my application' })).toBeTruthy());
  });

  it('without a connection: says so, waits, and sends once with the same key when the network is back', async () => {
    let online = false;
    const { user, requests } = await openApplyForm({
      'POST /api/applications': () => (online ? { status: 201, body: applicationFixture(job) } : 'network-error'),
    });
    await user.upload(await screen.findByLabelText(/^Upload a new CV/), pdfFile(4096, 'cv-awa.pdf'));
    await acceptConsents(user);
    await solveCaptcha(document, 'solved-once');
    await user.click(screen.getByRole('button', { name: 'Send my application' }));
    const waiting = await screen.findByText(
      'No connection — your application will be sent as soon as the network is back.',
    );
    expect(waiting.closest('[role="status"]')).toBeTruthy();
    expect(screen.queryByText('An error has occurred during submission. Please try again')).toBeNull();
    online = true;
    // The network is back: said until heard (the form listens from its next effect on).
    await waitFor(
      () => {
        act(() => {
          window.dispatchEvent(new Event('online'));
        });
        expect(screen.getByText('Your application has been sent.')).toBeTruthy();
      },
      { timeout: 4000 },
    );
    const sends = applyCalls(requests) as unknown as { body: FormData; headers: Record<string, string> }[];
    expect(sends).toHaveLength(2);
    const [first, second] = sends.map((send) => send.headers['idempotency-key']);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second).toBe(first);
    // The captcha solved once goes again: nothing to tick.
    expect(sends.map((send) => send.body.get('token'))).toEqual(['solved-once', 'solved-once']);
    // The CV went up resumably when chosen: both sends name that upload, neither carries the bytes.
    expect(sends.map((send) => send.body.get('cvUploadId'))).toEqual([FAKE_UPLOAD_ID, FAKE_UPLOAD_ID]);
    expect(sends[1]?.body.get('cv')).toBeNull();
  }, 20_000);

  it('a send whose captcha was spent while it waited gets a new one without the candidate', async () => {
    let calls = 0;
    const { user, requests } = await openApplyForm({
      'POST /api/applications': () => {
        calls += 1;
        if (calls === 1) return 'network-error';
        if (calls === 2) return { status: 400, body: { message: 'Challenge failed', code: 'CAPTCHA_FAILED' } };
        return { status: 201, body: applicationFixture(job) };
      },
    });
    await user.upload(await screen.findByLabelText(/^Upload a new CV/), pdfFile());
    await acceptConsents(user);
    await solveCaptcha(document, 'spent');
    await user.click(screen.getByRole('button', { name: 'Send my application' }));
    await user.click(await screen.findByRole('button', { name: 'Try now' }));
    // Out of sight, the captcha is solved again (here by the test, as happy-dom cannot run it).
    await waitFor(() => expect(calls).toBe(2));
    await solveCaptcha(document, 'renewed');
    expect(await screen.findByText('Your application has been sent.')).toBeTruthy();
    const sends = applyCalls(requests) as unknown as { body: FormData; headers: Record<string, string> }[];
    expect(sends.map((send) => send.body.get('token'))).toEqual(['spent', 'spent', 'renewed']);
    expect(new Set(sends.map((send) => send.headers['idempotency-key'])).size).toBe(1);
    expect(screen.queryByText('Challenge failed')).toBeNull();
  }, 20_000);

  it('a stale CV-required error goes away once a CV file is chosen', async () => {
    const { user } = await openApplyForm();
    await user.click(screen.getByRole('button', { name: 'Send my application' }));
    expect(await screen.findByText('You must import your CV PDF to submit your application.')).toBeTruthy();
    await user.upload(screen.getByLabelText(/^Upload a new CV/), pdfFile());
    expect(screen.queryByText('You must import your CV PDF to submit your application.')).toBeNull();
    // The other errors wait for the next submit.
    expect(screen.getAllByText('You must accept the terms to submit your application.')).toHaveLength(4);
  });

  it('a candidate who already applied sees when, with a link to the applications, instead of Apply', async () => {
    const view = renderWithClient(
      <JobDetail slug={job.slug} />,
      {
        [JOB_ROUTE]: { status: 200, body: job },
        'GET /api/applications/mine': { status: 200, body: [applicationFixture(job)] },
      },
      { applications: '/en/profil?tab=candidatures' },
    );
    act(() => view.client.session.store(authAnswer));
    expect(await screen.findByText('You applied on November 2, 2026.')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'See my applications' });
    expect(link.getAttribute('href')).toBe('/en/profil?tab=candidatures');
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it('an application to another offer leaves Apply in place', async () => {
    renderDetail(
      {
        'GET /api/applications/mine': { status: 200, body: [applicationFixture(jobFixture({ slug: 'autre-offre' }))] },
      },
      { signedIn: true },
    );
    const apply = await screen.findByRole('button', { name: 'Apply' });
    await waitFor(() => expect(apply.getAttribute('aria-busy')).toBeNull());
    expect(screen.queryByText(/You applied on/)).toBeNull();
  });
});
