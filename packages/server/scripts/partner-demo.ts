/**
 * The recruiter's "done means" script: with only the partner API (a company key) and the public
 * and candidate API, a job is published, found by a candidate who applies and writes, and the
 * recruiter sees the application, moves it and answers.
 *
 *   baobab partner-key create <alias>            # prints bk_…
 *   BASE_URL=http://localhost:3000 PARTNER_KEY=bk_… npx tsx packages/server/scripts/partner-demo.ts
 */
import { randomUUID } from 'node:crypto';
import { type ApiEndpointName, apiEndpoints, endpointPath, IDEMPOTENCY_KEY_HEADER } from '@baobab/core';
import { pdfBytes } from '@baobab/testing/pdf';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

interface DemoOptions {
  baseUrl: string;
  partnerKey: string;
  log?: (line: string) => void;
}

type Json = Record<string, unknown>;

export async function runRecruiterDemo({ baseUrl, partnerKey, log = console.log }: DemoOptions) {
  const call = async <T = Json>(
    name: ApiEndpointName,
    init: { params?: Record<string, string>; query?: string; body?: unknown; form?: FormData; headers?: Json } = {},
  ): Promise<T> => {
    const def = apiEndpoints[name];
    const url = `${baseUrl}${endpointPath(def.path, init.params)}${init.query ?? ''}`;
    const headers: Record<string, string> = { 'accept-language': 'fr', ...(init.headers as Record<string, string>) };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(url, {
      method: def.method,
      headers,
      body: init.form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
    });
    if (!res.ok) throw new Error(`${name}: ${res.status} ${await res.text()}`);
    return (def.response === null ? res : await res.json()) as T;
  };
  const partner = { 'x-api-key': partnerKey };
  const captcha = async () => {
    const challenge = await call<Challenge>('captchaChallenge');
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  };

  // 1. The recruiter publishes a job.
  const title = `Chargé de clientèle ${randomUUID().slice(0, 6)}`;
  const job = await call<{ id: string; slug: string }>('partnerCreateJob', {
    headers: partner,
    body: {
      title,
      excerpt: 'Accueil et suivi de nos clients à Dakar.',
      description: 'Vous accueillez nos clients et suivez leurs demandes.',
      bestCandidateProfil: 'Sens du service, deux ans d’expérience.',
      countryCode: 'SN',
      city: 'Dakar',
      contractType: 'CDI',
      questions: [{ id: 'disponibilite', type: 'inputText', label: 'Disponible à partir de ?', required: true }],
    },
  });
  log(`recruiter published ${job.slug}`);

  // 2. A candidate signs up, finds it by keyword, applies and writes to the company.
  const email = `demo-${randomUUID().slice(0, 8)}@example.com`;
  const { tokenization } = await call<{ tokenization: { accessToken: string } }>('register', {
    body: { firstName: 'Awa', lastName: 'Diop', email, password: 'demo password 2026', token: await captcha() },
  });
  const candidate = { authorization: `Bearer ${tokenization.accessToken}` };
  const found = await call<{ results: { slug: string; companyDetails: { alias: string } }[] }>('getAllJobs', {
    query: `?keyword=${encodeURIComponent(title)}`,
    body: {},
  });
  const listed = found.results.find((j) => j.slug === job.slug);
  if (!listed) throw new Error('the candidate does not find the new job on the board');
  log(`candidate ${email} found it on the board`);

  const form = new FormData();
  for (const [name, value] of Object.entries({
    jobSlug: job.slug,
    token: await captcha(),
    answers: JSON.stringify({ disponibilite: 'Immédiatement' }),
    acceptTerms: 'true',
    acceptPrivacy: 'true',
    acceptConsentForm: 'true',
    acceptDataRetention: 'true',
  })) {
    form.append(name, value);
  }
  form.append('cv', new Blob([new Uint8Array(pdfBytes())], { type: 'application/pdf' }), 'cv-awa.pdf');
  // One key per attempt: a repeat of this call (a lost answer) would make no second application.
  const application = await call<{ id: string }>('apply', {
    form,
    headers: { ...candidate, [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
  });
  log(`candidate applied (${application.id})`);
  await call('writeToCompany', {
    params: { alias: listed.companyDetails.alias },
    headers: candidate,
    body: { body: 'Bonjour, le poste est-il ouvert au télétravail ?' },
  });

  // 3. The recruiter sees the application, reads the CV, moves it, reads the thread and answers.
  const received = await call<{ results: { candidate: { email: string } | null }[] }>('partnerApplications', {
    headers: partner,
    query: `?jobId=${job.id}`,
  });
  if (received.results[0]?.candidate?.email !== email) throw new Error('the recruiter does not see the application');
  const cv = await call<Response>('partnerApplicationCv', { params: { id: application.id }, headers: partner });
  log(`recruiter sees the application and downloads its CV (${(await cv.arrayBuffer()).byteLength} bytes)`);
  await call('partnerMoveApplication', {
    params: { id: application.id },
    headers: partner,
    body: { status: 'INTERVIEW' },
  });
  const threads = await call<{ id: string; unread: number }[]>('partnerThreads', { headers: partner });
  const thread = threads[0];
  if (!thread) throw new Error('the recruiter has no thread');
  await call('partnerThread', { params: { id: thread.id }, headers: partner });
  await call('partnerAnswer', {
    params: { id: thread.id },
    headers: partner,
    body: { body: 'Oui, deux jours par semaine. À bientôt en entretien !' },
  });
  log(`recruiter moved the application to INTERVIEW and answered (${thread.unread} unread before)`);

  // 4. The candidate sees both.
  const mine = await call<{ id: string; timeline: { status: string }[] }[]>('myApplications', { headers: candidate });
  const chat = await call<{ messages: { author: string; body: string }[] }>('companyThread', {
    params: { alias: listed.companyDetails.alias },
    headers: candidate,
  });
  const timeline = mine.find((a) => a.id === application.id)?.timeline.map((e) => e.status) ?? [];
  const answer = chat.messages.at(-1);
  log(`candidate timeline: ${timeline.join(' → ')}; last message from ${answer?.author}: ${answer?.body}`);
  return { jobSlug: job.slug, applicationId: application.id, timeline, answer };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))) {
  const baseUrl = (process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
  const partnerKey = process.env.PARTNER_KEY;
  if (!partnerKey) {
    console.error('PARTNER_KEY is required (create one with: baobab partner-key create <company alias>)');
    process.exit(2);
  }
  runRecruiterDemo({ baseUrl, partnerKey }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
