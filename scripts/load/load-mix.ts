import { applicableJobSlugs, applyForm, captchaToken, pdfWith, registerCandidate } from './api-client';
import type { Timed } from './http-timer';

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

type Send = (method: string, path: string, body?: Buffer | string, headers?: Record<string, string>) => Promise<Timed>;

/**
 * The load mix. Its setup (candidates, captcha tokens, job slugs) talks to `setupOrigin` and is not
 * timed; each application uses a fresh (candidate, job) pair, since a repeat is a legitimate 409.
 */
export async function loadMix(setupOrigin: string) {
  const slugs = await applicableJobSlugs(setupOrigin);
  if (slugs.length === 0) throw new Error('no job one can apply to');
  const candidates: string[] = [];
  let tokens: string[] = [];
  let applied = 0;
  const json = { 'content-type': 'application/json' };
  const page = (n: number) => JSON.stringify({ page: n, limit: 20 });
  const pages = (i: number) => ['/jobs', `/jobs/${slugs[i % slugs.length]}`, '/entreprises'][i % 3] as string;

  return {
    /** Jobs one can apply to here without answering questions. */
    slugs,
    /** Registers the candidates and solves the captchas that `requests` more requests will need. */
    async prepare(requests: number) {
      const applications = Math.ceil(requests / 10) + 10;
      while (candidates.length * slugs.length < applied + applications)
        candidates.push(...(await Promise.all(Array.from({ length: 10 }, () => registerCandidate(setupOrigin)))));
      const fresh: string[] = [];
      for (let n = 0; n < applications; n += 20)
        fresh.push(...(await Promise.all(Array.from({ length: 20 }, () => captchaToken(setupOrigin)))));
      tokens = fresh;
    },
    /** Sends the i-th request of the mix; an application answers its id in the body. */
    send(send: Send, i: number): { kind: Kind; done: Promise<Timed> } {
      const kind = kindOf(i);
      if (kind === 'list') return { kind, done: send('POST', '/api/jobs/get-all-jobs', page(1 + (i % 5)), json) };
      if (kind === 'search') {
        const keyword = encodeURIComponent(KEYWORDS[i % KEYWORDS.length] ?? '');
        return { kind, done: send('POST', `/api/jobs/get-all-jobs?keyword=${keyword}`, page(1), json) };
      }
      if (kind === 'detail') return { kind, done: send('GET', `/api/jobs/${slugs[i % slugs.length]}`) };
      if (kind === 'page') return { kind, done: send('GET', pages(i)) };
      const n = applied++;
      const token = tokens.pop();
      if (!token) throw new Error('more applications than prepared captcha tokens');
      const form = applyForm(slugs[n % slugs.length] as string, token, pdfWith(`load-${n}`));
      const headers = {
        ...form.headers,
        authorization: candidates[Math.floor(n / slugs.length)] ?? '',
      };
      return { kind, done: send('POST', '/api/applications', form.body, headers) };
    },
  };
}

export type LoadMix = Awaited<ReturnType<typeof loadMix>>;
