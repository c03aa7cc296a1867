import { randomUUID } from 'node:crypto';
import { defaultValidThrough, draftOfJob, type Offer, type OfferDraft, offerProblems } from '@baobab/core';
import { one, type Queryable } from '../../db/db';
import { ApiError } from '../../http/errors';
import { insertPartnerJob, updatePartnerJob } from '../partner/job-writes';
import { companyJobs } from '../partner/partner-jobs';
import { screenForPayment } from '../partner/payment-screen';

interface DraftRow {
  id: string;
  fields: OfferDraft;
  updated_at: Date;
}

/**
 * A company's offers (or the one of `id`), newest change first: each job it publishes, with its
 * unpublished edits when it has some, and each draft never published. Scoped to the company in
 * SQL: another company's id reads as nothing.
 */
export async function companyOffers(q: Queryable, companyId: string, id?: string): Promise<Offer[]> {
  const drafts = await q.query<DraftRow>(
    'select id, fields, updated_at from offer_drafts where company_id = $1 and ($2::uuid is null or id = $2)',
    [companyId, id ?? null],
  );
  const byId = new Map(drafts.map((d) => [d.id, d]));
  const jobs = await companyJobs(q, companyId, id);
  const published: Offer[] = jobs.map((job) => {
    const draft = byId.get(job.id);
    byId.delete(job.id);
    return {
      id: job.id,
      state: job.closed ? 'closed' : 'published',
      title: draft?.fields.title || job.title,
      changed: Boolean(draft),
      draft: draft?.fields ?? draftOfJob(job),
      job,
      updatedAt: (draft?.updated_at ?? new Date(job.publicationDate)).toISOString(),
    };
  });
  const unpublished: Offer[] = [...byId.values()].map((d) => ({
    id: d.id,
    state: 'draft',
    title: d.fields.title ?? '',
    changed: true,
    draft: d.fields,
    job: null,
    updatedAt: d.updated_at.toISOString(),
  }));
  return [...unpublished, ...published].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

/** One offer of the company, or undefined (unknown, or another company's). */
export const companyOffer = async (q: Queryable, companyId: string, id: string) =>
  (await companyOffers(q, companyId, id))[0];

/** A new draft of the company; its id. */
export async function createDraft(q: Queryable, companyId: string, fields: OfferDraft): Promise<string> {
  const id = randomUUID();
  await q.query('insert into offer_drafts (id, company_id, fields) values ($1, $2, $3)', [
    id,
    companyId,
    JSON.stringify(fields),
  ]);
  return id;
}

/** Saves the form's fields as the offer's draft; false when the offer is none of the company's. */
export async function saveDraft(q: Queryable, companyId: string, id: string, fields: OfferDraft): Promise<boolean> {
  const known = await one(
    q,
    `select 1 from offer_drafts where id = $1 and company_id = $2
     union all select 1 from jobs where id = $1 and company_id = $2`,
    [id, companyId],
  );
  if (!known) return false;
  await q.query(
    `insert into offer_drafts (id, company_id, fields) values ($1, $2, $3)
     on conflict (id) do update set fields = excluded.fields, updated_at = now() where offer_drafts.company_id = $2`,
    [id, companyId, JSON.stringify(fields)],
  );
  return true;
}

/**
 * Publishes the offer's draft with the partner API's rules and writes (one home: core's job input,
 * job-writes): a first publication inserts the job under the draft's id, a later one updates it.
 * 400 OFFER_INCOMPLETE with the fields the rules refuse; false when none of the company's.
 */
export async function publishDraft(q: Queryable, companyId: string, id: string): Promise<boolean> {
  const draft = await one<DraftRow>(
    q,
    'select id, fields, updated_at from offer_drafts where id = $1 and company_id = $2 for update',
    [id, companyId],
  );
  if (!draft) return Boolean(await one(q, 'select 1 from jobs where id = $1 and company_id = $2', [id, companyId]));
  const { input, fields } = offerProblems(draft.fields);
  if (!input) throw new ApiError(400, 'OFFER_INCOMPLETE', fields);
  const exists = await one(q, 'select 1 from jobs where id = $1 and company_id = $2', [id, companyId]);
  if (exists) await updatePartnerJob(q, companyId, id, input);
  else await insertPartnerJob(q, companyId, input, id);
  await q.query('delete from offer_drafts where id = $1', [id]);
  return true;
}

/**
 * Opens a closed offer again: one past its date gets the default validity from today, and the
 * payment screen reads it again (doubtful wording keeps it held). False when none of the company's.
 */
export async function reopenJob(q: Queryable, companyId: string, id: string): Promise<boolean> {
  const reopened = await q.query(
    `update jobs set closed = false, updated_at = now(),
            valid_through = case when valid_through <= now() then $3 else valid_through end
      where id = $1 and company_id = $2 returning id`,
    [id, companyId, defaultValidThrough(new Date())],
  );
  if (!reopened.length) return false;
  await screenForPayment(q, id);
  return true;
}

/** A new draft with the fields of one of the company's offers; its id, or undefined. */
export async function duplicateOffer(q: Queryable, companyId: string, id: string): Promise<string | undefined> {
  const source = await companyOffer(q, companyId, id);
  return source && createDraft(q, companyId, source.draft);
}
