import { applicableJobSlugs, applyForm, captchaToken, pdfWith, registerCandidate } from './api-client';
import type { LeanClient, PlainRequest } from './lean-client';
import type { Answer } from './response-reader';

/** Chrome's Accept-Encoding. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const KEYWORDS = ['ingenieur', 'développeur react', 'comptable dakar', 'chargé clientèle', 'data', 'génie civil'];
/** Share of each kind of request, in percent: the API a widget calls, the site's pages, applications. */
export const MIX = { list: 25, search: 20, detail: 20, page: 25, apply: 10 } as const;
export type Kind = keyof typeof MIX;
export const KINDS = Object.keys(MIX) as Kind[];

/** The kind of the i-th request: 37 is prime to 100, so every run of 100 requests holds the exact mix. */
function kindOf(i: number): Kind {
  let roll = (i * 37) % 100;
  for (const kind of KINDS) {
    if (roll < MIX[kind]) return kind;
    roll -= MIX[kind];
  }
  return 'apply';
}

/** The server's settings for load: a cheap captcha, and no per-address limits (every candidate is on one address). */
export const LOAD_SERVER_ENV = {
  CAPTCHA_COST: '1',
  CAPTCHA_MAX_COUNTER: '50',
  RATE_LIMIT_AUTH: '1000000',
  RATE_LIMIT_UPLOAD: '1000000',
};

/**
 * The load mix, `only` one kind of it when given (to meter a kind's CPU alone). Its setup
 * (candidates, captcha tokens, job slugs, the applications' bodies) talks to `setupOrigin` and is
 * not timed; each application uses a fresh (candidate, job) pair, since a repeat is a legitimate 409.
 * Every request is made once and sent as many times as the mix says (the client keeps its bytes).
 */
export async function loadMix(setupOrigin: string, only?: Kind) {
  const slugs = await applicableJobSlugs(setupOrigin);
  if (slugs.length === 0) throw new Error('no job one can apply to');
  const candidates: string[] = [];
  /** The prepared applications, sent in order from `next`; `applied` counts every one sent. */
  let applications: PlainRequest[] = [];
  let next = 0;
  let applied = 0;
  // What browsers send: the site's pages and answers are kept compressed, and a reader accepting
  // none costs the server a decompression on every request (no browser is that reader).
  const accept = { 'accept-encoding': ACCEPT_ENCODING };
  const json = { ...accept, 'content-type': 'application/json' };
  const page = (n: number) => JSON.stringify({ page: n, limit: 20 });
  const lists = [1, 2, 3, 4, 5].map((n) => ({
    method: 'POST',
    path: '/api/jobs/get-all-jobs',
    body: page(n),
    headers: json,
  }));
  const searches = KEYWORDS.map((k) => ({
    method: 'POST',
    path: `/api/jobs/get-all-jobs?keyword=${encodeURIComponent(k)}`,
    body: page(1),
    headers: json,
  }));
  const get = (path: string) => ({ method: 'GET', path, headers: accept });
  const details = slugs.map((slug) => get(`/api/jobs/${slug}`));
  const jobPages = slugs.map((slug) => get(`/jobs/${slug}`));
  const listPage = get('/jobs');
  const companiesPage = get('/entreprises');
  /** The i-th request's page, by turns the list, a job's page, the companies. */
  const pageOf = (i: number) => (i % 3 === 0 ? listPage : i % 3 === 1 ? jobPages[i % jobPages.length] : companiesPage);

  return {
    /** Jobs one can apply to here without answering questions. */
    slugs,
    /** Registers the candidates and solves the captchas that `requests` more requests will need. */
    async prepare(requests: number) {
      const count = (only ? (only === 'apply' ? requests : 0) : Math.ceil(requests / 10)) + 10;
      while (candidates.length * slugs.length < applied + count)
        candidates.push(...(await Promise.all(Array.from({ length: 10 }, () => registerCandidate(setupOrigin)))));
      const tokens: string[] = [];
      for (let n = 0; n < count; n += 20)
        tokens.push(...(await Promise.all(Array.from({ length: 20 }, () => captchaToken(setupOrigin)))));
      applications = tokens.map((token, k) => {
        const n = applied + k;
        const form = applyForm(slugs[n % slugs.length] as string, token, pdfWith(`load-${n}`));
        const authorization = candidates[Math.floor(n / slugs.length)] ?? '';
        return {
          method: 'POST',
          path: '/api/applications',
          body: form.body,
          headers: { ...form.headers, authorization },
        };
      });
      next = 0;
    },
    /** Sends the i-th request of the mix; an application answers its id in the body (kept). */
    send(client: Pick<LeanClient, 'send'>, i: number): { kind: Kind; done: Promise<Answer> } {
      const kind = only ?? kindOf(i);
      if (kind === 'list') return { kind, done: client.send(lists[i % lists.length] as PlainRequest) };
      if (kind === 'search') return { kind, done: client.send(searches[i % searches.length] as PlainRequest) };
      if (kind === 'detail') return { kind, done: client.send(details[i % details.length] as PlainRequest) };
      if (kind === 'page') return { kind, done: client.send(pageOf(i) as PlainRequest) };
      const application = applications[next++];
      if (!application) throw new Error('more applications than prepared captcha tokens');
      applied++;
      return { kind, done: client.send(application, true) };
    },
  };
}

export type LoadMix = Awaited<ReturnType<typeof loadMix>>;
