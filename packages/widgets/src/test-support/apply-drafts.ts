// The apply form keeps its drafts in IndexedDB: component tests get an in-memory one.
import 'fake-indexeddb/auto';
import { APPLY_DRAFTS_STORAGE } from '@baobab/core';

/** Forgets every kept draft, as a logout does: each test starts from an empty form. */
export function forgetApplyDrafts(): Promise<void> {
  localStorage.removeItem(APPLY_DRAFTS_STORAGE.note);
  return new Promise((resolve, reject) => {
    const deletion = indexedDB.deleteDatabase(APPLY_DRAFTS_STORAGE.database);
    deletion.onsuccess = () => resolve();
    deletion.onerror = () => reject(deletion.error);
  });
}
