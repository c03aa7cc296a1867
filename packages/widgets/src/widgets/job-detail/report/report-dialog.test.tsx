import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { jobFixture } from '../../../test-support/job-detail-fixtures';
import { renderWithClient } from '../../../test-support/render-with-client';
import { solveCaptcha } from '../../../test-support/solve-captcha';
import { JobDetail } from '../job-detail';

const job = jobFixture();
const JOB_ROUTE = `GET /api/jobs/${job.slug}`;
const REPORT_ROUTE = `POST /api/jobs/${job.slug}/report`;
const received = { status: 201, body: { message: 'Thank you: your report was received.' } };

afterEach(cleanup);

describe('reporting an offer', () => {
  it('every offer says never to pay, with a link to the advice', async () => {
    renderWithClient(<JobDetail slug={job.slug} />, { [JOB_ROUTE]: { status: 200, body: job } });
    expect(await screen.findByText(/Never pay to apply/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Our advice' }).getAttribute('href')).toBe('/pages/faq#never-pay');
  });

  it('sends a reason, details and the captcha from a dialog that Escape closes, focus back on its button', async () => {
    const user = userEvent.setup();
    const { requests } = renderWithClient(<JobDetail slug={job.slug} />, {
      [JOB_ROUTE]: { status: 200, body: job },
      [REPORT_ROUTE]: received,
    });
    const open = await screen.findByRole('button', { name: 'Report this offer' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Report this offer' }, { timeout: 5000 });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(open));

    await user.click(open);
    await screen.findByRole('dialog', { name: 'Report this offer' });
    // No reason, no captcha: said in the form, nothing sent.
    await user.click(screen.getByRole('button', { name: 'Send the report' }));
    expect(await screen.findByText('You need to validate the security challenge.')).toBeTruthy();
    expect(screen.getByRole('group', { name: /Reason/ }).getAttribute('aria-invalid')).toBe('true');
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

    await user.click(screen.getByRole('radio', { name: /Asks for money/ }));
    await user.type(screen.getByLabelText('Details (optional)'), 'They want 5000 F by Wave.');
    await solveCaptcha(document, 'payload-r');
    await user.click(screen.getByRole('button', { name: 'Send the report' }));
    // The share bar's copy line is a status region too: the report's is the one that speaks.
    expect((await screen.findByText('Thank you: your report was sent.')).getAttribute('role')).toBe('status');
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      reason: 'payment',
      details: 'They want 5000 F by Wave.',
      token: 'payload-r',
    });
  }, 20_000);

  it('an offer hidden for review says so, and offers neither Apply nor another report', async () => {
    renderWithClient(<JobDetail slug={job.slug} />, {
      [JOB_ROUTE]: { status: 200, body: jobFixture({ closed: true, underReview: true }) },
    });
    expect(await screen.findByText(/This offer was reported: it is hidden while our team checks it/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Report this offer' })).toBeNull();
  });
});
