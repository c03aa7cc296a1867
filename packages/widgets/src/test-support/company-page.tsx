/** Test support: API answers that parse with the core schemas, a real client and a rendered page. */
import { type BaobabClient, createBaobabClient, memoryCookieJar } from '@baobab/client';
import { type Recorded, scriptedFetch } from '@baobab/client/testing';
import {
  type Application,
  applicationSchema,
  type BaobabDocument,
  type Company,
  companySchema,
  documentSchema,
  type JobSummary,
  type Locale,
  type MediaSummary,
  mediaSummarySchema,
  type Paged,
} from '@baobab/core';
import { render } from '@testing-library/react';
import { type Mock, vi } from 'vitest';
import { BaobabProvider } from '../runtime/context';
import type { BaobabRuntime } from '../runtime/runtime';
import { CompanyPage, type CompanyPageProps } from '../widgets/company-page/company-page';
import { job as listJob, uuid } from './list-fixtures';

type Answer = { status: number; body?: unknown } | 'network-error';
export type Routes = Record<string, Answer | ((req: Recorded) => Answer)>;

export { uuid };

const day = (n: number) => new Date(Date.UTC(2026, 2, n, 9)).toISOString();

export function company(overrides: Partial<Company> = {}): Company {
  return companySchema.parse({
    id: uuid(1),
    alias: 'teranga-digital',
    name: 'Teranga Digital',
    logo: '/_ipx/_/logos/teranga-digital.svg',
    tagline: 'Le numérique au service du Sénégal',
    countries: ['SN', 'MA'],
    activityDomains: [{ id: 3, slug: 'informatique', label: { fr: 'Informatique', en: 'IT' } }],
    jobCount: 2,
    verified: true,
    cover: '/_ipx/_/covers/teranga-digital.svg',
    description: 'Fondée en 2012, nous construisons.\n\nNous recrutons <b>partout</b>.',
    size: '51-200',
    website: 'https://teranga.example',
    socials: { linkedin: 'https://linkedin.example/teranga' },
    spontaneousApplications: true,
    lang: 'fr',
    chat: true,
    ...overrides,
  });
}

/** One of the company's offers: the list fixture's offer, in French and at Teranga Digital. */
export function job(n: number, overrides: Partial<JobSummary> = {}): JobSummary {
  return listJob(100 + n, {
    slug: `offre-${n}`,
    title: `Offre ${n}`,
    excerpt: 'Un extrait.',
    publicationDate: day(n),
    companyDetails: { alias: 'teranga-digital', name: 'Teranga Digital', logo: null },
    ...overrides,
  });
}

export function media(n: number, overrides: Partial<MediaSummary> = {}): MediaSummary {
  return mediaSummarySchema.parse({
    id: uuid(200 + n),
    category: 'interviews',
    slug: `media-${n}`,
    title: `Média ${n}`,
    excerpt: `Extrait ${n}`,
    cover: `/_ipx/_/medias/media-${n}.svg`,
    publishedAt: day(n),
    company: { alias: 'teranga-digital', name: 'Teranga Digital' },
    lang: 'fr',
    ...overrides,
  });
}

export function savedDocument(n: number, overrides: Partial<BaobabDocument> = {}): BaobabDocument {
  return documentSchema.parse({
    id: uuid(300 + n),
    type: 'CV',
    fileName: `cv-${n}.pdf`,
    size: 250_000,
    createdAt: day(n),
    ...overrides,
  });
}

export function application(n: number, overrides: Partial<Application> = {}): Application {
  return applicationSchema.parse({
    id: uuid(400 + n),
    spontaneous: false,
    job: { slug: `offre-${n}`, title: `Offre ${n}` },
    company: { alias: 'teranga-digital', name: 'Teranga Digital', logo: null },
    status: 'SENT',
    timeline: [{ status: 'SENT', at: day(n) }],
    cv: savedDocument(n),
    coverLetter: null,
    answers: {},
    createdAt: day(n),
    ...overrides,
  });
}

export const paged = <T,>(results: T[], page = 1, totalPages = 1): Paged<T> => ({
  results,
  total: results.length,
  page,
  limit: 20,
  totalPages,
});

/** The session answer a login gives; storing it signs the page in. */
export const authAnswer = {
  user: { id: uuid(9), firstName: 'Awa', lastName: 'Diop', email: 'awa@example.com', phone: null },
  tokenization: { accessToken: 'access', refreshToken: 'refresh', expiresIn: 900 },
};

export interface Rendered {
  client: BaobabClient;
  requests: Recorded[];
  emit: Mock<BaobabRuntime['emit']>;
}

/** Renders a company page on a real client whose fetch answers from `routes`. */
export function renderCompanyPage(
  routes: Routes,
  props: Partial<CompanyPageProps> = {},
  options: { locale?: Locale; signedIn?: boolean; links?: BaobabRuntime['links'] } = {},
): Rendered {
  const locale = options.locale ?? 'fr';
  const scripted = scriptedFetch(routes);
  const client = createBaobabClient({ fetch: scripted.fetch, cookies: memoryCookieJar(), locale: () => locale });
  if (options.signedIn) client.session.store(authAnswer);
  const emit = vi.fn<BaobabRuntime['emit']>(() => true);
  const links = options.links ?? {};
  const runtime: BaobabRuntime = { client, locale, theme: 'default', colorMode: 'light', links, emit };
  render(
    <BaobabProvider runtime={runtime}>
      <CompanyPage alias="teranga-digital" {...props} />
    </BaobabProvider>,
  );
  return { client, requests: scripted.requests, emit };
}

/** The routes of a company page with its jobs and publications. */
export function companyRoutes(overrides: Routes = {}): Routes {
  return {
    'GET /api/companies/teranga-digital': { status: 200, body: company() },
    'POST /api/companies/teranga-digital/jobs': { status: 200, body: paged([job(1), job(2)]) },
    'GET /api/companies/teranga-digital/publications': { status: 200, body: paged([media(1)]) },
    ...overrides,
  };
}
