import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/db';
import { notFound } from '../http/errors';
import type { Services } from '../services';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 7;
const SHORT_LINK_PREFIX = '/l/';

/** A short address of a board page for an SMS (an offer's slug can fill half of one), e.g. /l/k3TzQ8a. */
export async function shortLink(q: Queryable, publicUrl: string, path: string): Promise<string> {
  const bytes = randomBytes(CODE_LENGTH);
  const code = Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
  await q.query('insert into short_links (code, target) values ($1, $2)', [code, path]);
  return `${publicUrl}${SHORT_LINK_PREFIX}${code}`;
}

/** Follows a short link to its page on the board (a path, never another site). */
export async function registerShortLinkRoutes(app: FastifyInstance, services: Services) {
  app.get<{ Params: { code: string } }>(`${SHORT_LINK_PREFIX}:code`, async (request, reply) => {
    const [row] = await services.db.query<{ target: string }>('select target from short_links where code = $1', [
      request.params.code,
    ]);
    if (!row) throw notFound();
    return reply.redirect(row.target, 302);
  });
}
