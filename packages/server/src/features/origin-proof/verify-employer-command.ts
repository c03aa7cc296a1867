import type { Queryable } from '../../db/db';
import { companyIdByAlias } from '../companies/company-store';
import { issueProofToken, proofFileUrl, proveOrigin } from './origin-proof';
import type { ProofFetchOptions } from './proof-file';

export const VERIFY_EMPLOYER_USAGE = `  verify-employer issue <company> <origin>   the token the company puts at <origin>/.well-known/baobab-verification.txt
  verify-employer check <company> <origin>   read that file: the right token marks the company verified`;

/** `baobab verify-employer issue|check`: answers the lines to print; throws with a message meant for the operator. */
export async function runVerifyEmployerCommand(
  q: Queryable,
  args: readonly string[],
  options: ProofFetchOptions,
): Promise<string[]> {
  const [action, alias, origin] = args;
  if ((action !== 'issue' && action !== 'check') || !alias || !origin)
    throw new Error(`usage:\n${VERIFY_EMPLOYER_USAGE}`);
  const companyId = await companyIdByAlias(q, alias);
  if (!companyId) throw new Error(`no company with alias ${alias}`);
  if (action === 'issue') {
    const issued = await issueProofToken(q, companyId, origin);
    if (!issued) throw new Error(`"${origin}" is not an origin: write scheme://host[:port], without a path`);
    return [
      `ask ${alias} to serve this line at ${proofFileUrl(issued.origin)}:`,
      issued.token,
      `then run: baobab verify-employer check ${alias} ${issued.origin}`,
    ];
  }
  const result = await proveOrigin(q, companyId, origin, options);
  if (!result.proven) throw new Error(`${alias} not verified (${result.reason}): ${result.detail}`);
  return [`${alias} is verified: it controls ${result.origin}`];
}
