import { PassThrough, type Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { Queryable } from '../../db/db';
import { lazyStream } from '../../storage/blob-store';
import type { Storage } from '../../storage/storage';
import { listAlerts } from '../alerts/alert-store';
import { loadApplications } from '../applications/application-query';
import { listThreads, threadMessages } from '../chat/chat-store';
import { phoneState } from '../phone/phone-store';
import { loadProfile } from '../profile/profile-store';

interface FileRow {
  id: string;
  type: string;
  file_name: string;
  storage_key: string;
  size: number;
  created_at: Date;
  deleted_at: Date | null;
  /** A CV made on the site: how, and for the form what was typed (its portrait is in the PDF). */
  made_with: string | null;
  content: unknown;
}

/**
 * Everything stored about a candidate, as one JSON document: profile, documents (also those kept
 * only for an application), applications with their timeline and consents, chat, job alerts, the
 * mails we sent them and their contact messages.
 */
async function collectData(db: Queryable, userId: string) {
  const files = await db.query<FileRow>(
    `select d.id, d.type, d.file_name, d.storage_key, d.size, d.created_at, d.deleted_at, s.made_with, s.content
       from documents d left join cv_sources s on s.document_id = d.id where d.user_id = $1 order by d.created_at`,
    [userId],
  );
  const consents = await db.query<{ id: string; consents: unknown }>(
    'select id, consents from applications where user_id = $1',
    [userId],
  );
  const consentsById = new Map(consents.map((row) => [row.id, row.consents]));
  const applications = (await loadApplications(db, userId)).map((a) => ({ ...a, consents: consentsById.get(a.id) }));
  const threads = await listThreads(db, 'candidate', userId);
  const profile = await loadProfile(db, userId);
  // What deletion erases by the account's address: mails sent to it and contact messages from it.
  const mails = await db.query(
    'select subject, text_body as "text", created_at as "createdAt" from outbox where to_address = $1 order by id',
    [profile.email],
  );
  const contactMessages = await db.query(
    'select subject, message, created_at as "createdAt" from contact_messages where email = $1 order by created_at',
    [profile.email],
  );
  return {
    files,
    data: {
      exportedAt: new Date().toISOString(),
      profile,
      documents: files.map((f) => ({
        id: f.id,
        type: f.type,
        fileName: f.file_name,
        size: f.size,
        createdAt: f.created_at.toISOString(),
        deletedAt: f.deleted_at?.toISOString() ?? null,
        ...(f.made_with ? { madeWith: f.made_with, madeFrom: f.content } : {}),
        archivePath: archivePath(f),
      })),
      applications,
      chat: await Promise.all(threads.map(async (t) => ({ ...t, messages: await threadMessages(db, t.id) }))),
      jobAlerts: await listAlerts(db, userId),
      mails,
      contactMessages,
      phone: await phoneState(db, userId),
      // WhatsApp and SMS sent to their verified number (a code's text included: it is theirs).
      phoneMessages: await db.query(
        `select m.channel, m.kind, m.body as "text", m.status, m.created_at as "createdAt"
           from messages m join user_phones p on p.phone = m.recipient where p.user_id = $1 order by m.id`,
        [userId],
      ),
    },
  };
}

const archivePath = (f: FileRow) => `files/${f.id}-${f.file_name.replace(/[/\\]/g, '_')}`;

/** The candidate's data as a zip stream: `data.json` and each of their files under `files/`. */
export async function exportArchive(db: Queryable, storage: Storage, userId: string): Promise<Readable> {
  const { data, files } = await collectData(db, userId);
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(JSON.stringify(data, null, 2)), 'data.json');
  // Each file is opened only when the zip reaches it: one open read at a time, whatever the store.
  for (const file of files) {
    const stream = lazyStream(async () => (await storage.get(file.storage_key)).stream);
    zip.addReadStream(stream, archivePath(file), { size: file.size });
  }
  zip.end();
  // yazl's stream is an old-style Readable; a PassThrough gives Fastify a standard one.
  return zip.outputStream.pipe(new PassThrough());
}
