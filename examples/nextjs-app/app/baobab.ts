/**
 * Where the board is, read on the server at each request (one build serves any board): its API
 * origin, its script (BAOBAB_LOADER for another build of it) and the company this site is for.
 */
export function baobab() {
  const api = process.env.BAOBAB_API ?? 'http://localhost:3000';
  return {
    loader: process.env.BAOBAB_LOADER ?? `${api}/cdn/baobab@0/baobab.js`,
    company: process.env.BAOBAB_COMPANY ?? 'teranga-digital',
  };
}
