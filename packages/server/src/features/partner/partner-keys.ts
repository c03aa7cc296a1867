import { randomBytes, randomUUID } from 'node:crypto';
import { PARTNER_KEY_PREFIX } from '@baobab/core';
import type { FastifyRequest } from 'fastify';
import { one, type Queryable } from '../../db/db';
import { ApiError } from '../../http/errors';
import type { PartnerKey } from '../../http/viewer';
import { hashToken } from '../auth/session-service';

export interface PartnerKeyRow {
  id: string;
  label: string;
  created_at: Date;
  revoked_at: Date | null;
  /** The key's first characters (KEY_SHOWN_CHARS), so its company tells its keys apart; null before migration 022. */
  key_prefix: string | null;
}

/** How much of a key is kept in clear: the prefix and a few characters, far too few to guess the rest. */
const KEY_SHOWN_CHARS = PARTNER_KEY_PREFIX.length + 6;

/** Creates a key for a company; the key itself is shown once, only its hash is stored. */
export async function createPartnerKey(db: Queryable, companyId: string, label: string) {
  const key = `${PARTNER_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const id = randomUUID();
  await db.query(
    'insert into partner_api_keys (id, company_id, key_hash, label, key_prefix) values ($1, $2, $3, $4, $5)',
    [id, companyId, hashToken(key), label, key.slice(0, KEY_SHOWN_CHARS)],
  );
  return { id, key };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Revokes a key by id, of `companyId` only when given (the company's own space; the operator's
 * command revokes any); false when no such live key. Keys are checked against the table on every
 * call (authenticatePartner), so a revocation holds at once on every node.
 */
export async function revokePartnerKey(db: Queryable, id: string, companyId?: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const rows = await db.query(
    `update partner_api_keys set revoked_at = now()
     where id = $1 and revoked_at is null and ($2::uuid is null or company_id = $2) returning id`,
    [id, companyId ?? null],
  );
  return rows.length > 0;
}

export function listPartnerKeys(db: Queryable, companyId: string) {
  return db.query<PartnerKeyRow>(
    'select id, label, created_at, revoked_at, key_prefix from partner_api_keys where company_id = $1 order by created_at',
    [companyId],
  );
}

/** The key of a request: `X-Api-Key: bk_…` or `Authorization: Bearer bk_…`. */
function presentedKey(request: FastifyRequest): string | undefined {
  const header = request.headers['x-api-key'];
  if (typeof header === 'string') return header.trim();
  const authorization = request.headers.authorization;
  const bearer = authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : undefined;
  return bearer?.startsWith(PARTNER_KEY_PREFIX) ? bearer : undefined;
}

/** The company of a live key, or UNAUTHORIZED. */
export async function authenticatePartner(db: Queryable, request: FastifyRequest): Promise<PartnerKey> {
  const key = presentedKey(request);
  const row =
    key?.startsWith(PARTNER_KEY_PREFIX) &&
    (await one<{ id: string; company_id: string }>(
      db,
      'select id, company_id from partner_api_keys where key_hash = $1 and revoked_at is null',
      [hashToken(key)],
    ));
  if (!row) throw new ApiError(401, 'UNAUTHORIZED');
  return { keyId: row.id, companyId: row.company_id };
}
