import { randomBytes } from 'node:crypto';
import { one, type Queryable } from '../../db/db';
import { normalizeOrigin } from '../origins/origin';
import { fetchProofFile, PROOF_FILE_PATH, type ProofFailure, type ProofFetchOptions } from './proof-file';

/**
 * Origin proof, the one implementation the verified badge and the recruiter space (issue 27)
 * share: the board issues a token for a company and an origin; the company serves it at
 * `<origin>/.well-known/baobab-verification.txt`; the board reads it there and, when it is the
 * token, the company is verified and the origin recorded as proven.
 */
type ProofResult =
  | { proven: true; origin: string }
  | {
      proven: false;
      reason: ProofFailure | 'not_an_origin' | 'not_https' | 'no_token' | 'wrong_token';
      detail: string;
    };

/** Where the token goes, for the instructions given to the company. */
export const proofFileUrl = (origin: string) => new URL(PROOF_FILE_PATH, origin).href;

/** The token of a company and origin: the one issued before, else a new one. Null when `input` is not an origin. */
export async function issueProofToken(
  q: Queryable,
  companyId: string,
  input: string,
): Promise<{ origin: string; token: string } | null> {
  const origin = normalizeOrigin(input);
  if (!origin) return null;
  const token = `baobab-verification=${randomBytes(24).toString('base64url')}`;
  const row = await one<{ token: string }>(
    q,
    `insert into origin_proofs (company_id, origin, token) values ($1, $2, $3)
     on conflict (company_id, origin) do update set token = origin_proofs.token returning token`,
    [companyId, origin, token],
  );
  return { origin, token: row?.token ?? token };
}

/** Reads the proof file of `input` and, when it holds the issued token, marks the company verified. */
export async function proveOrigin(
  q: Queryable,
  companyId: string,
  input: string,
  options: ProofFetchOptions,
): Promise<ProofResult> {
  const origin = normalizeOrigin(input);
  if (!origin) return { proven: false, reason: 'not_an_origin', detail: `"${input}" is not scheme://host[:port]` };
  // Plain HTTP proves nothing: anyone on the way can answer for the site.
  if (!origin.startsWith('https:') && !options.allowPrivate)
    return { proven: false, reason: 'not_https', detail: `${origin} is not served over HTTPS` };
  const issued = await one<{ token: string }>(
    q,
    'select token from origin_proofs where company_id = $1 and origin = $2',
    [companyId, origin],
  );
  if (!issued) return { proven: false, reason: 'no_token', detail: `no token issued for ${origin}` };
  const file = await fetchProofFile(origin, options);
  if (!file.ok) return { proven: false, reason: file.reason, detail: file.detail };
  if (!file.text.split(/\r?\n/).some((line) => line.trim() === issued.token))
    return { proven: false, reason: 'wrong_token', detail: `${proofFileUrl(origin)} does not hold the issued token` };
  await q.query('update origin_proofs set proven_at = now() where company_id = $1 and origin = $2', [
    companyId,
    origin,
  ]);
  await q.query('update companies set verified_origin = $2, updated_at = now() where id = $1', [companyId, origin]);
  return { proven: true, origin };
}
