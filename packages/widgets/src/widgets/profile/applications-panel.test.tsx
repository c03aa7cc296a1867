import { createBaobabClient, memoryCookieJar } from '@baobab/client';
import { scriptedFetch } from '@baobab/client/testing';
import type { Locale } from '@baobab/core';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { application, companyRoutes, renderCompanyPage } from '../../test-support/company-page';
import { authAnswer } from '../../test-support/job-detail-fixtures';
import { renderWidget } from '../../test-support/render-widget';
import { ApplicationsPanel } from './applications-panel';

afterEach(cleanup);

const applications = [
  application(1, {
    status: 'INTERVIEW',
    timeline: [
      { status: 'SENT', at: '2026-03-01T09:00:00.000Z' },
      { status: 'VIEWED', at: '2026-03-04T09:00:00.000Z' },
      { status: 'INTERVIEW', at: '2026-03-09T09:00:00.000Z' },
    ],
  }),
  application(2, { spontaneous: true, job: null, status: 'SENT' }),
  application(3, {
    company: { alias: 'autre-entreprise', name: 'Autre', logo: null },
    job: { slug: 'x', title: 'Ailleurs' },
  }),
];

function renderApplications(locale: Locale) {
  return renderCompanyPage(
    companyRoutes({ 'GET /api/applications/mine': { status: 200, body: applications } }),
    { tab: 'candidatures' },
    { locale, signedIn: true },
  );
}

describe('CompanyPage applications tab', () => {
  it('shows only the applications to this company, each status once, the current one first (fr)', async () => {
    renderApplications('fr');
    const [list] = (await screen.findAllByRole('list')) as [HTMLElement];
    const items = [...list.children] as HTMLElement[];
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'Offre 1',
      'Candidature spontanée',
    ]);
    const [first, second] = items as [HTMLElement, HTMLElement];
    const timeline = within(first).getByRole('list', { name: 'Suivi de la candidature' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((li) => li.textContent)).toEqual([
      'Entretien 9 mars 2026',
      'Consultée 4 mars 2026',
      'Envoyée 1 mars 2026',
    ]);
    expect(steps[0]?.getAttribute('aria-current')).toBe('step');
    for (const status of ['Entretien', 'Consultée', 'Envoyée'])
      expect(within(first).getAllByText(status)).toHaveLength(1);
    expect(within(second).getAllByText('Envoyée')).toHaveLength(1);
    expect(screen.queryByText('Ailleurs')).toBeNull();
  });

  it("links an offer's title to the offer, and leaves a spontaneous application's as text", async () => {
    renderApplications('fr');
    const [list] = (await screen.findAllByRole('list')) as [HTMLElement];
    const [first, second] = [...list.children] as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'Offre 1' }).getAttribute('href')).toBe('#job=offre-1');
    expect(within(second).queryByRole('link')).toBeNull();
  });

  it('labels statuses in English', async () => {
    renderApplications('en');
    const [list] = (await screen.findAllByRole('list')) as [HTMLElement];
    const first = list.firstElementChild as HTMLElement;
    expect(within(first).getByRole('list', { name: 'Application progress' }).textContent).toContain('Interview');
    expect(within(first).getByText('March 1, 2026')).toBeTruthy();
    expect(within(first).getAllByText('Interview')).toHaveLength(1);
  });

  it('says when the candidate has not applied to this company', async () => {
    renderCompanyPage(
      companyRoutes({ 'GET /api/applications/mine': { status: 200, body: [applications[2]] } }),
      { tab: 'candidatures' },
      { signedIn: true },
    );
    expect(await screen.findByText("Vous n'avez pas encore postulé chez Teranga Digital.")).toBeTruthy();
  });
});

describe('ApplicationsPanel in the candidate space (no company)', () => {
  it('lists every application with its company', async () => {
    const scripted = scriptedFetch({ 'GET /api/applications/mine': { status: 200, body: applications } });
    const client = createBaobabClient({ fetch: scripted.fetch, cookies: memoryCookieJar() });
    client.session.store(authAnswer);
    renderWidget(<ApplicationsPanel />, { runtime: { client } });
    expect(await screen.findByText('Ailleurs')).toBeTruthy();
    expect(screen.getByText('Autre')).toBeTruthy();
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'Offre 1',
      'Candidature spontanée',
      'Ailleurs',
    ]);
  });
});

describe('ApplicationsPanel: the company’s replies', () => {
  it('shows each stage and, under it, the replies mailed from the recruiter’s inbox, line breaks kept', async () => {
    const answered = application(4, {
      status: 'INTERVIEW',
      timeline: [
        { status: 'SENT', at: '2026-03-01T09:00:00.000Z' },
        { status: 'SHORTLISTED', at: '2026-03-02T09:00:00.000Z' },
        { status: 'INTERVIEW', at: '2026-03-03T09:00:00.000Z' },
      ],
      replies: [{ subject: 'Entretien lundi', text: 'Bonjour,\n\nVenez lundi.', sentAt: '2026-03-03T09:00:00.000Z' }],
    });
    const scripted = scriptedFetch({ 'GET /api/applications/mine': { status: 200, body: [answered] } });
    const client = createBaobabClient({ fetch: scripted.fetch, cookies: memoryCookieJar() });
    client.session.store(authAnswer);
    renderWidget(<ApplicationsPanel />, { runtime: { client } });
    const replies = await screen.findByRole('region', { name: 'Messages de l’entreprise' });
    expect(within(replies).getByRole('heading', { name: 'Entretien lundi' })).toBeTruthy();
    expect(within(replies).getByText(/Venez lundi/).textContent).toBe('Bonjour,\n\nVenez lundi.');
    const steps = within(screen.getByRole('list', { name: 'Suivi de la candidature' })).getAllByRole('listitem');
    expect(steps.map((li) => li.textContent?.split(' ')[0])).toEqual(['Entretien', 'Présélectionnée', 'Envoyée']);
  });
});
