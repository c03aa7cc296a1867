/** Test support: API answers that parse with the core schemas, and a real client to read them. */
import { type BaobabClient, createBaobabClient, memoryCookieJar } from '@baobab/client';
import { type Recorded, scriptedFetch } from '@baobab/client/testing';
import {
  type CompanySummary,
  companySummarySchema,
  type JobSummary,
  jobSummarySchema,
  type Locale,
  type Paged,
  type Tag,
  tagSchema,
} from '@baobab/core';
import { type Mock, vi } from 'vitest';
import type { BaobabRuntime, LinkTemplates } from '../runtime/runtime';

type Answer = { status: number; body?: unknown; headers?: Record<string, string> } | 'network-error';
export type Routes = Record<string, Answer | ((req: Recorded) => Answer)>;

export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function tag(id: number, fr: string, en: string): Tag {
  return tagSchema.parse({ id, slug: `domain-${id}`, label: { fr, en } });
}

export function job(n: number, overrides: Partial<JobSummary> = {}): JobSummary {
  return jobSummarySchema.parse({
    id: uuid(n),
    slug: `job-${n}`,
    title: `Job ${n}`,
    excerpt: 'An excerpt.',
    description: 'A description.',
    bestCandidateProfil: 'A profile.',
    publicationDate: new Date(Date.UTC(2026, 0, 31) - n * 86_400_000).toISOString(),
    validThrough: new Date(Date.UTC(2026, 2, 31) - n * 86_400_000).toISOString(),
    companyDetails: { alias: 'acme', name: 'Acme', logo: '/_ipx/_/logos/acme.svg' },
    countryCode: 'SN',
    city: 'Dakar',
    contractType: 'CDI',
    remote: 'hybrid',
    salary: null,
    activityDomains: [],
    closed: false,
    external: false,
    lang: 'fr',
    ...overrides,
  });
}

export function company(n: number, overrides: Partial<CompanySummary> = {}): CompanySummary {
  return companySummarySchema.parse({
    id: uuid(n),
    alias: `company-${n}`,
    name: `Company ${n}`,
    logo: `/_ipx/_/logos/company-${n}.svg`,
    tagline: `Tagline ${n}`,
    countries: ['SN', 'CI'],
    activityDomains: [],
    jobCount: n,
    verified: false,
    ...overrides,
  });
}

export const range = <T>(from: number, to: number, make: (n: number) => T): T[] =>
  Array.from({ length: to - from + 1 }, (_, i) => make(from + i));

function slice<T>(all: T[], req: Recorded): Paged<T> {
  const { page = 1, limit = 20 } = (req.body ?? {}) as { page?: number; limit?: number };
  return {
    results: all.slice((page - 1) * limit, page * limit),
    total: all.length,
    page,
    limit,
    totalPages: Math.ceil(all.length / limit),
  };
}

/** A route that pages through `all` like the server does, with `total` and `totalPages`. */
export const pagedRoute =
  <T>(all: T[]) =>
  (req: Recorded): Answer => ({ status: 200, body: slice(all, req) });

/** A route that pages through `all` but answers a bare array, like the by-domain calls. */
export const arrayRoute =
  <T>(all: T[]) =>
  (req: Recorded): Answer => ({ status: 200, body: slice(all, req).results });

interface TestClient {
  client: BaobabClient;
  requests: Recorded[];
}

export function testClient(routes: Routes, locale: Locale = 'fr'): TestClient {
  const scripted = scriptedFetch(routes);
  const client = createBaobabClient({ fetch: scripted.fetch, cookies: memoryCookieJar(), locale: () => locale });
  return { client, requests: scripted.requests };
}

/**
 * A client whose answers wait until the test releases them, in any order: `release(i)` lets the
 * i-th request (0-based) through.
 */
export function heldClient(routes: Routes): TestClient & { release(index: number): void } {
  const scripted = scriptedFetch(routes);
  const gates: Array<() => void> = [];
  const fetch = async (...args: Parameters<typeof globalThis.fetch>) => {
    await new Promise<void>((resolve) => gates.push(resolve));
    return scripted.fetch(...args);
  };
  const client = createBaobabClient({ fetch, cookies: memoryCookieJar(), locale: () => 'fr' });
  return { client, requests: scripted.requests, release: (i: number) => gates[i]?.() };
}

export function testRuntime(
  client: BaobabClient,
  options: { locale?: Locale; links?: LinkTemplates; cancelNavigation?: boolean } = {},
): BaobabRuntime & { emit: Mock<() => boolean> } {
  return {
    client,
    locale: options.locale ?? 'fr',
    theme: 'default',
    colorMode: 'light',
    links: options.links ?? {},
    emit: vi.fn(() => !options.cancelNavigation),
  };
}
