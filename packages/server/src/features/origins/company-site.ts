import type { Queryable } from '../../db/db';
import { issueProofToken, proveOrigin } from '../origin-proof/origin-proof';
import type { ProofFetchOptions } from '../origin-proof/proof-file';
import { createPartnerKey, listPartnerKeys, revokePartnerKey } from '../partner/partner-keys';
import type { LiveOrigins } from './live-origins';
import { normalizeOrigin } from './origin';
import { originRegistry } from './origin-registry';

type AddOriginResult =
  | { added: true; origin: string }
  | {
      added: false;
      reason: Exclude<Awaited<ReturnType<typeof proveOrigin>>, { proven: true }>['reason'];
      detail: string;
    };

/**
 * What a company does for its own site in the recruiter space (issue 27), every call scoped to
 * `companyId` (the signed-in recruiter's company, never one given by the page): careers-site
 * origins, added only once proved (features/origin-proof: the board's token read at
 * `<origin>/.well-known/baobab-verification.txt`), and partner API keys. A change holds at once
 * on every node: origins through live-origins.ts, keys because each call reads them.
 */
export function companySite(db: Queryable, live: Pick<LiveOrigins, 'changed'>, proof: ProofFetchOptions) {
  const registry = originRegistry(db, live);
  return {
    /** The token to serve at the origin (the same one until it is proved); null when `input` is not an origin. */
    originToken: (companyId: string, input: string) => issueProofToken(db, companyId, input),
    /** Reads the proof file; registers the origin when it holds the company's token. */
    async addOrigin(companyId: string, input: string): Promise<AddOriginResult> {
      const proved = await proveOrigin(db, companyId, input, proof);
      if (!proved.proven) return { added: false, reason: proved.reason, detail: proved.detail };
      await registry.addTo(companyId, proved.origin);
      return { added: true, origin: proved.origin };
    },
    listOrigins: (companyId: string) => registry.ofCompany(companyId),
    /** False when the company had no such origin (another company's stays). */
    async removeOrigin(companyId: string, input: string): Promise<boolean> {
      const origin = normalizeOrigin(input);
      return origin ? registry.removeFrom(companyId, origin) : false;
    },
    /** A new key, shown once (only its hash is kept). */
    createKey: (companyId: string, label: string) => createPartnerKey(db, companyId, label),
    listKeys: (companyId: string) => listPartnerKeys(db, companyId),
    /** False when the company has no such live key. */
    revokeKey: (companyId: string, keyId: string) => revokePartnerKey(db, keyId, companyId),
  };
}
