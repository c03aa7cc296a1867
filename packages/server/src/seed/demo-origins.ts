import type { Queryable } from '../db/db';

/**
 * The origins the examples run on when started on their own (examples/*: `vite` dev and preview
 * of react-app and vue-app, a static server for the HTML ones, partner-server's Node server), registered for the demo
 * partner company. Served
 * by the board at `/examples/*` they are same-origin and need none.
 */
export const DEMO_ORIGINS = {
  company: 'teranga-digital',
  origins: ['http://localhost:5173', 'http://localhost:4173', 'http://localhost:8080', 'http://localhost:4000'],
} as const;

export async function insertDemoOrigins(q: Queryable) {
  await q.query(
    `insert into company_origins (company_id, origin)
     select id, unnest($2::text[]) from companies where alias = $1`,
    [DEMO_ORIGINS.company, DEMO_ORIGINS.origins],
  );
}
