import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER } from '@baobab/core';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/** A captcha token as the browser widget makes it (the server runs with a cheap CAPTCHA_COST for load). */
export async function captchaToken(origin: string): Promise<string> {
  const challenge = (await (await fetch(`${origin}/api/captcha/challenge`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Registers a fresh candidate and answers their Bearer header. */
export async function registerCandidate(origin: string): Promise<string> {
  const res = await fetch(`${origin}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Awa',
      lastName: 'Diop',
      email: `load-${randomUUID()}@example.com`,
      password: 'correct horse battery',
      token: await captchaToken(origin),
    }),
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  const { tokenization } = (await res.json()) as { tokenization: { accessToken: string } };
  return `Bearer ${tokenization.accessToken}`;
}

/** A small valid one-page PDF whose bytes carry `marker`, so a stored file can be matched to its request. */
export function pdfWith(marker: string): Buffer {
  return Buffer.from(`%PDF-1.4\n% ${marker}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
}

/**
 * The multipart body of an application to `jobSlug` with an uploaded CV, every consent given, and
 * the headers of one attempt (its content type and a fresh Idempotency-Key).
 */
export function applyForm(jobSlug: string, token: string, cv: Buffer) {
  const boundary = `----baobab${randomUUID()}`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const fields = {
    jobSlug,
    token,
    acceptTerms: 'true',
    acceptPrivacy: 'true',
    acceptConsentForm: 'true',
    acceptDataRetention: 'true',
  };
  const body = Buffer.concat([
    Buffer.from(
      Object.entries(fields)
        .map(([k, v]) => field(k, v))
        .join(''),
    ),
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="cv"; filename="cv.pdf"\r\ncontent-type: application/pdf\r\n\r\n`,
    ),
    cv,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const contentType = `multipart/form-data; boundary=${boundary}`;
  return { body, headers: { 'content-type': contentType, [IDEMPOTENCY_KEY_HEADER]: randomUUID() } };
}

/** Slugs of the newest public jobs one can apply to here (no external platform, no questions). */
export async function applicableJobSlugs(origin: string): Promise<string[]> {
  const res = await fetch(`${origin}/api/jobs/get-all-jobs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: 1, limit: 100 }),
  });
  const { results } = (await res.json()) as { results: { slug: string }[] };
  const details = await Promise.all(
    results.map(async (j) => (await fetch(`${origin}/api/jobs/${j.slug}`)).json() as Promise<JobDetail>),
  );
  return details.filter((j) => !j.externalApplyUrl && j.questions.length === 0).map((j) => j.slug);
}

interface JobDetail {
  slug: string;
  externalApplyUrl: string | null;
  questions: unknown[];
}
