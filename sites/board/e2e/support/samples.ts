import type { Company } from '@baobab/core';
import { demoDataSet } from '../../../../packages/server/src/seed/seed';

/** Real parameters for every route, read from the running server's API (and its demo data set). */
export interface Samples {
  job: string;
  company: string;
  media: { category: string; slug: string };
  companyMedia: { alias: string; slug: string } | null;
  /** An offer of `company`, for its `offres-d-emploi/{slug}` page. */
  companyJob: string;
  closedJob: string;
  privateJob: string;
}

const post = async (origin: string, path: string, body: unknown) =>
  (await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then((r) => r.json())) as { results: Record<string, unknown>[] };

export async function samples(origin: string): Promise<Samples> {
  const jobs = await post(origin, '/api/jobs/get-all-jobs', { page: 1, limit: 1 });
  const companies = await post(origin, '/api/companies/list', { page: 1, limit: 20 });
  const medias = await post(origin, '/api/medias/list', { page: 1, limit: 1 });
  // The first company (in the list's order) that has publications, so its publication pages can be tried.
  let company = String(companies.results[0]?.alias);
  let publications: { results: { slug: string }[] } = { results: [] };
  for (const { alias } of companies.results) {
    const answer = (await fetch(`${origin}/api/companies/${alias}/publications`).then((r) => r.json())) as {
      results: { slug: string }[];
    };
    if (answer.results.length > 0) {
      company = String(alias);
      publications = answer;
      break;
    }
  }
  const companyJobs = await post(origin, `/api/companies/${company}/jobs`, { page: 1, limit: 1 });
  // The seed is deterministic: its closed and private offers are known without a list that shows them.
  const seeded = Array.from(demoDataSet().jobs);
  return {
    job: String(jobs.results[0]?.slug),
    company,
    media: { category: String(medias.results[0]?.category), slug: String(medias.results[0]?.slug) },
    companyMedia: publications.results[0] ? { alias: company, slug: publications.results[0].slug } : null,
    companyJob: String(companyJobs.results[0]?.slug),
    closedJob: seeded.find((j) => j.closed && !j.private)?.slug ?? '',
    privateJob: seeded.find((j) => j.private && !j.closed)?.slug ?? '',
  };
}

/** One path per route of docs/product.md §2, with real parameters. */
export function routePaths(s: Samples): Record<string, string> {
  return {
    index: '/',
    about: '/about',
    contact: '/contact',
    'pages-cgu': '/pages/cgu',
    'pages-faq': '/pages/faq',
    'pages-concept': '/pages/concept',
    'pages-mentions': '/pages/mentions',
    'pages-confidentialite': '/pages/confidentialite',
    // French here; English pages spell it /en/accessibility (core's pathInLocale).
    accessibilite: '/accessibilite',
    jobs: '/jobs',
    'jobs-slug': `/jobs/${s.job}`,
    'emploi-location': '/emploi-senegal',
    'emploi-location-slug': `/emploi-senegal/${s.job}`,
    medias: '/medias',
    'medias-category': `/medias/${s.media.category}`,
    'medias-category-slug': `/medias/${s.media.category}/${s.media.slug}`,
    profil: '/profil',
    entreprises: '/entreprises',
    'entreprises-alias': `/entreprises/${s.company}`,
    'entreprises-alias-subMenu': `/entreprises/${s.company}/offres-d-emploi`,
    'entreprises-alias-subMenu-slug': s.companyMedia
      ? `/entreprises/${s.companyMedia.alias}/publications/${s.companyMedia.slug}`
      : `/entreprises/${s.company}/offres-d-emploi/${s.companyJob}`,
    'carriere-alias': `/carriere/${s.company}`,
    'carriere-alias-subMenu': `/carriere/${s.company}/description`,
    'carriere-alias-subMenu-slug': s.companyMedia
      ? `/carriere/${s.companyMedia.alias}/publications/${s.companyMedia.slug}`
      : `/carriere/${s.company}/offres-d-emploi/${s.companyJob}`,
  };
}

/** The first demo company (in the list's order) whose page has a "life at" gallery. */
export async function companyWithGallery(origin: string): Promise<Company> {
  const companies = await post(origin, '/api/companies/list', { page: 1, limit: 20 });
  for (const { alias } of companies.results) {
    const company = (await fetch(`${origin}/api/companies/${alias}`).then((r) => r.json())) as Company;
    if (company.images.gallery.length > 0) return company;
  }
  throw new Error('no demo company has a gallery');
}
