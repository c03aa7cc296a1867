/** Refresh this long before expiry, so a call never leaves with a token about to lapse. */
export const REFRESH_MARGIN_SECONDS = 30;

/**
 * One refresh at a time for a page's session: the language views of a page client share it, so two
 * widgets never spend the same refresh token twice (the server would take it for reuse).
 */
export function singleFlight() {
  let running: Promise<void> | undefined;
  return (task: () => Promise<void>): Promise<void> =>
    (running ??= task().finally(() => {
      running = undefined;
    }));
}
