import { APPLY_DRAFTS_STORAGE } from '@baobab/core';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { noteDraft } from './apply-draft-note';
import type { ApplyDraft, ApplyFields } from './apply-request';

/** The form's state: the CV source stays open until the candidate picks one. */
export type FormDraft = Omit<ApplyDraft, 'cvSource'> & { cvSource: ApplyDraft['cvSource'] | null };
type DraftValues = Omit<FormDraft, 'cvFile' | 'coverLetter'>;
type FileField = 'cvFile' | 'coverLetter';

/** A send the candidate asked for, kept until the server answers it. */
export interface QueuedSend {
  fields: ApplyFields;
  cvSource: ApplyDraft['cvSource'];
}

/** A draft as the device keeps it, with the files it holds. */
export interface KeptDraft {
  draft: FormDraft;
  /** The `Idempotency-Key` of its application: made with the draft, the same for every send of it. */
  attemptKey: string;
  /** Set from Send until the server answers: the send waits for the network (the outbox). */
  queued: QueuedSend | null;
}

interface DraftRecord {
  id: string;
  values: DraftValues;
  attemptKey: string;
  queued: QueuedSend | null;
}

/** A file as bytes: some browsers (older Safari) could not keep a Blob in IndexedDB. */
interface FileRecord {
  name: string;
  type: string;
  lastModified: number;
  bytes: ArrayBuffer;
}

interface DraftsSchema extends DBSchema {
  drafts: { key: string; value: DraftRecord };
  // Apart from the values, which change at each keystroke: a file is written when it changes only.
  files: { key: [string, FileField]; value: FileRecord };
}

let opening: Promise<IDBPDatabase<DraftsSchema>> | null = null;

function database() {
  opening ??= openDB<DraftsSchema>(APPLY_DRAFTS_STORAGE.database, 1, {
    upgrade(db) {
      db.createObjectStore('drafts', { keyPath: 'id' });
      db.createObjectStore('files');
    },
    // A logout in another tab deletes the database: let it go, and open it anew when next needed.
    blocking: () => forget(),
    terminated: () => {
      opening = null;
    },
  });
  return opening;
}

function forget() {
  const open = opening;
  opening = null;
  void open?.then((db) => db.close());
}

/** A v4 UUID also where `crypto.randomUUID` is missing (pages served over plain HTTP). */
const uuid = () =>
  '10000000-1000-4000-8000-100000000000'.replace(/[018]/g, (c) =>
    (Number(c) ^ ((crypto.getRandomValues(new Uint8Array(1))[0] as number) & (15 >> (Number(c) / 4)))).toString(16),
  );

const FILE_FIELDS: readonly FileField[] = ['cvFile', 'coverLetter'];

// Writes go one after the other: a keystroke's values must not land before an earlier file's.
let writing: Promise<unknown> = Promise.resolve();
function inTurn(write: () => Promise<void>): Promise<void> {
  const turn = writing.then(write);
  writing = turn;
  return turn;
}

/** The kept draft of this id (see `draftId`), files included; null when there is none or storage is off. */
export async function loadDraft(id: string): Promise<KeptDraft | null> {
  try {
    const db = await database();
    const record = await db.get('drafts', id);
    if (!record) return null;
    const files = await Promise.all(FILE_FIELDS.map((field) => db.get('files', [id, field])));
    const [cvFile, coverLetter] = files.map((file) =>
      file ? new File([file.bytes], file.name, { type: file.type, lastModified: file.lastModified }) : null,
    );
    return {
      draft: { ...record.values, cvFile: cvFile ?? null, coverLetter: coverLetter ?? null },
      attemptKey: record.attemptKey,
      queued: record.queued,
    };
  } catch {
    return null;
  }
}

/** A new draft's attempt key (kept with it by `keepDraft`). */
export const newAttemptKey = uuid;

/**
 * Keeps the draft's values (and `files`, the file fields that changed since the last call) on the
 * device until it is sent or discarded. A failure (storage off or full) only loses the convenience.
 */
export const keepDraft = (
  id: string,
  attemptKey: string,
  { cvFile, coverLetter, ...values }: FormDraft,
  files: readonly FileField[] = [],
) =>
  inTurn(async () => {
    try {
      const byField = { cvFile, coverLetter };
      const bytes = await Promise.all(files.map((field) => byField[field]?.arrayBuffer()));
      const tx = (await database()).transaction(['drafts', 'files'], 'readwrite');
      const drafts = tx.objectStore('drafts');
      const queued = (await drafts.get(id))?.queued ?? null;
      await drafts.put({ id, values, attemptKey, queued });
      for (const [index, field] of files.entries()) {
        const file = byField[field];
        const data = bytes[index];
        const store = tx.objectStore('files');
        if (file && data) {
          await store.put({ name: file.name, type: file.type, lastModified: file.lastModified, bytes: data }, [
            id,
            field,
          ]);
        } else await store.delete([id, field]);
      }
      await tx.done;
      noteDraft(id, queued ? 'queued' : 'draft');
    } catch {
      // The form still works; the draft is only not kept.
    }
  });

/** Marks the draft as sent by the candidate (`send`) or back to a draft (null), e.g. after a refusal. */
export const queueDraft = (id: string, send: QueuedSend | null) =>
  inTurn(async () => {
    try {
      const tx = (await database()).transaction('drafts', 'readwrite');
      const record = await tx.store.get(id);
      if (!record) return;
      await tx.store.put({ ...record, queued: send });
      await tx.done;
      noteDraft(id, send ? 'queued' : 'draft');
    } catch {
      // Not kept: the send goes on in this page only.
    }
  });

/** The ids of this candidate's drafts waiting for the network. */
export async function queuedDraftIds(userId: string): Promise<string[]> {
  try {
    const records = await (await database()).getAll('drafts');
    return records.filter((record) => record.queued && record.id.startsWith(`${userId} `)).map((record) => record.id);
  } catch {
    return [];
  }
}

/** Forgets the draft and its files: sent, or discarded by the candidate. */
export const dropDraft = (id: string) =>
  inTurn(async () => {
    noteDraft(id, null);
    try {
      const tx = (await database()).transaction(['drafts', 'files'], 'readwrite');
      await Promise.all([
        tx.objectStore('drafts').delete(id),
        ...FILE_FIELDS.map((field) => tx.objectStore('files').delete([id, field])),
        tx.done,
      ]);
    } catch {
      // Nothing kept, or nothing to forget.
    }
  });
