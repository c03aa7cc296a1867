import { APPLY_DRAFTS_STORAGE } from '@baobab/core';
import { type ApplyTarget, targetKey } from './apply-target';

/** A draft kept on this device, or one the candidate sent that waits for the network. */
type DraftState = 'draft' | 'queued';

/** A draft's name: per candidate (a shared phone) and per offer or company. */
export const draftId = (userId: string, target: ApplyTarget) => `${userId} ${targetKey(target)}`;

// Storage can be off (private modes, sandboxed frames): then no draft is kept either.
function read(): Record<string, DraftState> {
  try {
    return JSON.parse(localStorage.getItem(APPLY_DRAFTS_STORAGE.note) ?? '{}') ?? {};
  } catch {
    return {};
  }
}

/**
 * Which drafts this device keeps, in a few bytes read synchronously on a page's first load: the
 * drafts themselves (IndexedDB, files included) load with the apply form, and only when noted here.
 */
export const draftState = (id: string): DraftState | undefined => read()[id];

/** Whether any draft of this candidate waits for the network, e.g. to send it from another page. */
export const hasQueued = (userId: string) =>
  Object.entries(read()).some(([id, state]) => state === 'queued' && id.startsWith(`${userId} `));

export function noteDraft(id: string, state: DraftState | null): void {
  const { [id]: _old, ...others } = read();
  try {
    localStorage.setItem(APPLY_DRAFTS_STORAGE.note, JSON.stringify(state ? { ...others, [id]: state } : others));
  } catch {
    // Full or off: the draft is still in the database, only not offered on arrival.
  }
}
