/**
 * Save-Data or a 2G connection (`navigator.connection`): nothing is fetched that the reader did not
 * ask for — no prefetched page or chunk, no photo below the fold before a tap (docs/page-serving.md,
 * "Sparing data"). Without `navigator.connection` (Safari, Firefox) the answer is no.
 */
export function sparingData(nav: Navigator | undefined = globalThis.navigator): boolean {
  const connection = (nav as { connection?: { saveData?: boolean; effectiveType?: string } } | undefined)?.connection;
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}
