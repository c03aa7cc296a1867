/**
 * A failed logout still clears the session and reloads the page (docs/product.md §4); the reader
 * is told on the page that loads next, so the failure is remembered across that load.
 */
const KEY = 'baobab:logout-failed';

type Memory = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function rememberLogoutFailure(memory: Memory) {
  memory.setItem(KEY, '1');
}

/** Whether the last logout failed, asked without forgetting it (the boot wakes the notice's island then). */
export function logoutFailed(memory: Pick<Storage, 'getItem'>): boolean {
  return memory.getItem(KEY) !== null;
}

/** Whether the last logout failed; answered once, so the message shows on one page only. */
export function takeLogoutFailure(memory: Memory): boolean {
  const failed = logoutFailed(memory);
  memory.removeItem(KEY);
  return failed;
}
