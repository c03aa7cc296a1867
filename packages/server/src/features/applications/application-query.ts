import type { Application, ApplicationStatus } from '@baobab/core';
import type { Queryable } from '../../db/db';
import { type DocumentRow, toDocument } from '../documents/document-store';

/** An application as APPLICATIONS_SQL reads it, or as insert-application.ts has just written it. */
export interface ApplicationRow {
  id: string;
  spontaneous: boolean;
  status: ApplicationStatus;
  answers: Record<string, unknown>;
  created_at: Date;
  job_slug: string | null;
  job_title: string | null;
  company_alias: string;
  company_name: string;
  company_logo: string | null;
  cv: DocumentRow;
  cover_letter: DocumentRow | null;
  /** `at`: an ISO string from json_agg, a Date as just written. */
  timeline: { status: ApplicationStatus; at: Date | string }[];
  replies: { subject: string; text: string; sent_at: string }[];
}

const documentJson = (alias: string) =>
  `json_build_object('id', ${alias}.id, 'type', ${alias}.type, 'file_name', ${alias}.file_name,
                     'size', ${alias}.size, 'created_at', ${alias}.created_at)`;

/** One query for any number of applications: events are aggregated per application, documents joined. */
const APPLICATIONS_SQL = `
  select a.id, a.spontaneous, a.status, a.answers, a.created_at,
         j.slug as job_slug, j.title as job_title,
         c.alias as company_alias, c.name as company_name, c.logo as company_logo,
         ${documentJson('cv')} as cv,
         case when cl.id is null then null else ${documentJson('cl')} end as cover_letter,
         coalesce((select json_agg(json_build_object('status', e.status, 'at', e.at) order by e.at, e.id)
                     from application_events e where e.application_id = a.id), '[]') as timeline,
         coalesce((select json_agg(json_build_object('subject', r.subject, 'text', r.body, 'sent_at', r.sent_at)
                                   order by r.sent_at, r.id)
                     from application_replies r where r.application_id = a.id), '[]') as replies
    from applications a
    join companies c on c.id = a.company_id
    join documents cv on cv.id = a.cv_document_id
    left join jobs j on j.id = a.job_id
    left join documents cl on cl.id = a.cover_letter_document_id
   where a.user_id = $1 and ($2::uuid is null or a.id = $2::uuid)
   order by a.created_at desc, a.id desc`;

export const toApplication = (row: ApplicationRow): Application => ({
  id: row.id,
  spontaneous: row.spontaneous,
  job: row.job_slug && row.job_title ? { slug: row.job_slug, title: row.job_title } : null,
  company: { alias: row.company_alias, name: row.company_name, logo: row.company_logo },
  status: row.status,
  timeline: row.timeline.map((event) => ({ status: event.status, at: new Date(event.at).toISOString() })),
  cv: toDocument(row.cv),
  coverLetter: row.cover_letter && toDocument(row.cover_letter),
  answers: row.answers,
  createdAt: row.created_at.toISOString(),
  replies: row.replies.map((reply) => ({
    subject: reply.subject,
    text: reply.text,
    sentAt: new Date(reply.sent_at).toISOString(),
  })),
});

/** The candidate's applications, newest first; only `applicationId` when given. */
export async function loadApplications(db: Queryable, userId: string, applicationId?: string): Promise<Application[]> {
  const rows = await db.query<ApplicationRow>(APPLICATIONS_SQL, [userId, applicationId ?? null]);
  return rows.map(toApplication);
}
