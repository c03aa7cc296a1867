import type { ApplicationStatus, Paged, PartnerApplication } from '@baobab/core';
import { limitOffset, type PageRequest, paged } from '../../catalogue/paging';
import { one, type Queryable } from '../../db/db';
import { type DocumentRow, toDocument } from '../documents/document-store';

interface Row {
  id: string;
  spontaneous: boolean;
  status: ApplicationStatus;
  answers: Record<string, unknown>;
  knocked_out: boolean;
  knock_out_questions: string[];
  motivation: string;
  consents: PartnerApplication['consents'];
  created_at: Date;
  job_id: string | null;
  job_slug: string | null;
  job_title: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  cv: DocumentRow | null;
  cover_letter: DocumentRow | null;
  timeline: { status: ApplicationStatus; at: string }[];
}

const documentJson = (alias: string) =>
  `case when ${alias}.id is null then null else
     json_build_object('id', ${alias}.id, 'type', ${alias}.type, 'file_name', ${alias}.file_name,
                       'size', ${alias}.size, 'created_at', ${alias}.created_at) end`;

/** Which of a company's applications: one by id, or those of one job, of one stage, spontaneous or not, knocked out or not. */
const WHERE = `where a.company_id = $1 and ($2::uuid is null or a.id = $2::uuid) and ($3::uuid is null or a.job_id = $3::uuid)
      and ($4::text is null or a.status = $4::text) and ($5::boolean is null or a.spontaneous = $5::boolean)
      and ($6::boolean is null or a.knocked_out = $6::boolean)`;

/** A company's applications; the company id is in every query, so no key reads another's. */
const SQL = `
  select a.id, a.spontaneous, a.status, a.answers, a.knocked_out, a.knock_out_questions, a.motivation, a.consents, a.created_at,
         j.id as job_id, j.slug as job_slug, j.title as job_title,
         u.first_name, u.last_name, u.email, u.phone,
         ${documentJson('cv')} as cv, ${documentJson('cl')} as cover_letter,
         coalesce((select json_agg(json_build_object('status', e.status, 'at', e.at) order by e.at, e.id)
                     from application_events e where e.application_id = a.id), '[]') as timeline
    from applications a
    left join users u on u.id = a.user_id
    left join jobs j on j.id = a.job_id
    left join documents cv on cv.id = a.cv_document_id
    left join documents cl on cl.id = a.cover_letter_document_id
   ${WHERE}
   order by a.created_at desc, a.id desc`;

const toPartnerApplication = (row: Row): PartnerApplication => ({
  id: row.id,
  spontaneous: row.spontaneous,
  job:
    row.job_id && row.job_slug && row.job_title ? { id: row.job_id, slug: row.job_slug, title: row.job_title } : null,
  candidate:
    row.email && row.first_name !== null && row.last_name !== null
      ? { firstName: row.first_name, lastName: row.last_name, email: row.email, phone: row.phone }
      : null,
  status: row.status,
  timeline: row.timeline.map((event) => ({ status: event.status, at: new Date(event.at).toISOString() })),
  cv: row.cv && toDocument(row.cv),
  coverLetter: row.cover_letter && toDocument(row.cover_letter),
  motivation: row.motivation,
  answers: row.answers,
  knockedOut: row.knocked_out,
  knockOutQuestions: row.knock_out_questions,
  consents: row.consents,
  createdAt: row.created_at.toISOString(),
});

/** One application of the company, undefined for anyone else's. */
export async function companyApplication(q: Queryable, companyId: string, id: string) {
  const rows = await q.query<Row>(SQL, [companyId, id, null, null, null, null]);
  return rows.map(toPartnerApplication)[0];
}

/**
 * Which applications a page lists (all of the company's when nothing is given); `knockedOut`: only
 * those whose answers hit a knock-out answer (true) or only the others (false).
 */
export interface ApplicationFilter {
  jobId?: string;
  status?: ApplicationStatus;
  spontaneous?: boolean;
  knockedOut?: boolean;
}

/** A page of the company's applications (of one job, one stage, spontaneous or not, knocked out or not when given), newest first. */
export async function companyApplications(
  q: Queryable,
  companyId: string,
  { jobId, status, spontaneous, knockedOut, ...page }: ApplicationFilter & PageRequest,
): Promise<Paged<PartnerApplication>> {
  const params = [companyId, null, jobId ?? null, status ?? null, spontaneous ?? null, knockedOut ?? null];
  const [rows, count] = await Promise.all([
    q.query<Row>(`${SQL} ${limitOffset(page)}`, params),
    one<{ total: number }>(q, `select count(*)::int as total from applications a ${WHERE}`, params),
  ]);
  return paged(rows.map(toPartnerApplication), count?.total ?? 0, page);
}

/**
 * A file given as the answer to one of the job's file questions, only for the company, and only a
 * document of that application's candidate: an id typed into a text answer, or another
 * candidate's document, opens nothing.
 */
export function answerFile(q: Queryable, companyId: string, applicationId: string, documentId: string) {
  return one<{ storage_key: string; file_name: string }>(
    q,
    `select d.storage_key, d.file_name
       from applications a
       join jobs j on j.id = a.job_id
       join documents d on d.id = $3 and d.user_id = a.user_id
      where a.id = $1 and a.company_id = $2
        and exists (select 1 from jsonb_array_elements(j.questions) question
                     where question->>'type' = 'inputFile' and a.answers->>(question->>'id') = $3::text)`,
    [applicationId, companyId, documentId],
  );
}

/** The storage key and name of an application's CV or cover letter, only for its company. */
export function applicationFile(q: Queryable, companyId: string, applicationId: string, which: 'cv' | 'cover_letter') {
  return one<{ storage_key: string; file_name: string }>(
    q,
    `select d.storage_key, d.file_name from applications a join documents d on d.id = a.${which}_document_id
      where a.id = $1 and a.company_id = $2`,
    [applicationId, companyId],
  );
}

/** Records a status move (no event when unchanged): 'moved' or 'unchanged'; false when the application is not the company's. */
export async function moveApplication(tx: Queryable, companyId: string, id: string, status: ApplicationStatus) {
  const current = await one<{ status: ApplicationStatus }>(
    tx,
    'select status from applications where id = $1 and company_id = $2 for update',
    [id, companyId],
  );
  if (!current) return false;
  if (current.status === status) return 'unchanged';
  await tx.query('update applications set status = $2 where id = $1', [id, status]);
  await tx.query('insert into application_events (application_id, status) values ($1, $2)', [id, status]);
  return 'moved';
}
