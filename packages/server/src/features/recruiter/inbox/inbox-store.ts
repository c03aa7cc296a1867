import { randomUUID } from 'node:crypto';
import type { ApplicationReply, InboxApplication, InboxNote, Question } from '@baobab/core';
import { one, type Queryable } from '../../../db/db';
import { companyApplication } from '../../partner/partner-applications';

interface NoteRow {
  id: string;
  author_name: string;
  body: string;
  created_at: Date;
}

const toNote = (row: NoteRow): InboxNote => ({
  id: row.id,
  author: row.author_name,
  text: row.body,
  createdAt: row.created_at.toISOString(),
});

/** An application's replies, oldest first: what the company mailed its candidate from the inbox. */
export async function applicationReplies(q: Queryable, applicationId: string): Promise<ApplicationReply[]> {
  const rows = await q.query<{ subject: string; body: string; sent_at: Date }>(
    'select subject, body, sent_at from application_replies where application_id = $1 order by sent_at, id',
    [applicationId],
  );
  return rows.map((row) => ({ subject: row.subject, text: row.body, sentAt: row.sent_at.toISOString() }));
}

/**
 * One application of the company as the inbox opens it: the partner API's view plus its offer's
 * questions (to label the answers), the private notes and the replies sent. Undefined for any
 * other company's id.
 */
export async function inboxApplication(
  q: Queryable,
  companyId: string,
  id: string,
): Promise<InboxApplication | undefined> {
  const application = await companyApplication(q, companyId, id);
  if (!application) return undefined;
  const [job, notes, replies] = await Promise.all([
    application.job
      ? one<{ questions: Question[] }>(q, 'select questions from jobs where id = $1', [application.job.id])
      : undefined,
    q.query<NoteRow>(
      'select id, author_name, body, created_at from application_notes where application_id = $1 order by created_at, id',
      [id],
    ),
    applicationReplies(q, id),
  ]);
  return { ...application, questions: job?.questions ?? [], notes: notes.map(toNote), replies };
}

/** Adds a recruiter's note to an application of its company; undefined when the application is not the company's. */
export async function addNote(
  q: Queryable,
  recruiter: { recruiterId: string; companyId: string },
  applicationId: string,
  text: string,
): Promise<InboxNote | undefined> {
  const [row] = await q.query<NoteRow>(
    `insert into application_notes (id, application_id, recruiter_id, author_name, body)
     select $1, a.id, r.id, r.first_name || ' ' || r.last_name, $4
       from applications a join recruiters r on r.id = $3 and r.company_id = a.company_id
      where a.id = $2 and a.company_id = $5
     returning id, author_name, body, created_at`,
    [randomUUID(), applicationId, recruiter.recruiterId, text, recruiter.companyId],
  );
  return row && toNote(row);
}

/** Keeps a reply mailed from the inbox with its application (the candidate reads it again in /profil). */
export async function insertReply(
  q: Queryable,
  reply: { applicationId: string; recruiterId: string; template: string; subject: string; text: string },
) {
  await q.query(
    `insert into application_replies (id, application_id, recruiter_id, template, subject, body)
     values ($1, $2, $3, $4, $5, $6)`,
    [randomUUID(), reply.applicationId, reply.recruiterId, reply.template, reply.subject, reply.text],
  );
}
