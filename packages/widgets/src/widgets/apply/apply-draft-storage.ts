import { CONSENTS } from '@baobab/core';
import type { ApplyDraft } from './apply-request';
import { type ApplyTarget, targetKey } from './apply-target';

/** The form's state: the CV source stays open until the candidate picks one. */
export type FormDraft = Omit<ApplyDraft, 'cvSource'> & { cvSource: ApplyDraft['cvSource'] | null };

/** What a kept draft restores: every value, and of the files only their names (a page cannot restore a file). */
export interface RestoredDraft {
  draft: Omit<FormDraft, 'cvFile' | 'coverLetter'>;
  fileNames: string[];
}

type Kept = RestoredDraft['draft'] & { fileNames: string[] };

/** A kept draft is ours, but the storage is the page's: anything else written there is ignored. */
function isKept(value: unknown): value is Kept {
  const kept = value as Partial<Kept> | null;
  return (
    typeof kept === 'object' &&
    kept !== null &&
    (kept.cvSource === null || kept.cvSource === 'saved' || kept.cvSource === 'upload') &&
    typeof kept.cvDocumentId === 'string' &&
    typeof kept.motivation === 'string' &&
    typeof kept.answers === 'object' &&
    kept.answers !== null &&
    CONSENTS.every((consent) => typeof kept.consents?.[consent] === 'boolean') &&
    Array.isArray(kept.fileNames) &&
    kept.fileNames.every((name) => typeof name === 'string')
  );
}

// Per candidate too: on a shared computer, the next person signing in in this tab must not get it.
const storageKey = (target: ApplyTarget, userId: string) => `baobab:apply-draft:${userId}:${targetKey(target)}`;

// Storage can be off (private modes, sandboxed frames): the form then simply keeps nothing.
function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps the candidate's draft for this tab, so that a session lost mid-way does not lose what was typed. */
export function keepDraft(target: ApplyTarget, userId: string, { cvFile, coverLetter, ...draft }: FormDraft): void {
  const fileNames = [cvFile?.name, coverLetter?.name].filter((name): name is string => Boolean(name));
  try {
    storage()?.setItem(storageKey(target, userId), JSON.stringify({ ...draft, fileNames }));
  } catch {
    // Full storage: the draft is only a convenience.
  }
}

export function restoreDraft(target: ApplyTarget, userId: string): RestoredDraft | null {
  const kept = storage()?.getItem(storageKey(target, userId));
  if (!kept) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(kept);
  } catch {
    return null;
  }
  if (!isKept(parsed)) return null;
  const { fileNames, ...draft } = parsed;
  return { draft, fileNames };
}

export function dropDraft(target: ApplyTarget, userId: string): void {
  storage()?.removeItem(storageKey(target, userId));
}
