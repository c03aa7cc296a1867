let warned = false;

/** Tells the page's developer, once per page, why sign-in and Apply open the board. */
export function warnUnregistered(board: string) {
  // Only a browser page has an origin to register (a server's calls send no Origin).
  if (warned || typeof location === 'undefined') return;
  warned = true;
  const origin = location.origin;
  console.warn(
    `Baobab Jobs: ${origin} is not registered with ${board}, so sign-in and Apply open the offer there in a new tab. ` +
      `The board's operator registers it with: npx -y pnpm@10 origins add <company-alias> ${origin}`,
  );
}
