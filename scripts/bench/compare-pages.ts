/**
 * The same pages from two builds, byte for byte: 13 paths (French and English), each in the system
 * and dark colour modes, rendered by each build with the page cache off, once per theme. Asset
 * hashes, the build id and the preload list are set aside (they differ between two builds of the
 * same sources); everything else must be equal. Differences are written to COMPARE_DIR.
 * Usage: tsx bench/compare-pages.ts <other checkout> (its built server is "before")
 * Env: AB_DATA (this checkout's PGlite data dir; the other runs on `${AB_DATA}-before`, as cpu-ab.ts),
 * COMPARE_THEMES (default,gouv), COMPARE_DIR (/tmp/baobab-compare-pages).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { freePort, REPO, startProcess } from './server-process';

const OTHER = process.argv[2] ?? '';
const DATA = process.env.AB_DATA ?? '/tmp/baobab_bench-pglite';
const DIR = process.env.COMPARE_DIR ?? '/tmp/baobab-compare-pages';
const THEMES = (process.env.COMPARE_THEMES ?? 'default,gouv').split(',');

const start = async (checkout: string, dataDir: string, theme: string) =>
  startProcess([`${checkout}/packages/server/dist/cli.js`, 'start'], {
    port: await freePort(),
    // One public address for both: the pages write it in their links.
    env: {
      LOG_LEVEL: 'silent',
      SEED_DEMO: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      THEME: theme,
      PAGE_CACHE_MB: '0',
      PUBLIC_URL: 'https://baobab.test',
    },
    readyPath: '/api/config',
  });

/** What two builds of the same sources may write differently. */
const normalised = (html: string) =>
  html
    .replace(/(assets\/[\w.-]+?)-[\w-]{8}\.(js|css)/g, '$1.$2')
    .replace(/"buildId":"[^"]+"/g, '"buildId":"X"')
    .replace(/(<link rel="modulepreload" href="[^"]+">)+/g, '<PRELOADS>');

async function pathsOf(origin: string) {
  const res = await fetch(`${origin}/api/jobs/get-all-jobs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: 1, limit: 1 }),
  });
  const job = ((await res.json()) as { results: { slug: string; companyDetails: { alias: string } }[] }).results[0];
  if (!job) throw new Error('the database has no job');
  return [
    '/',
    '/en',
    '/jobs',
    '/en/jobs',
    `/jobs/${job.slug}`,
    `/en/jobs/${job.slug}`,
    '/entreprises',
    '/en/companies',
    `/entreprises/${job.companyDetails.alias}`,
    '/jobs?page=2',
    '/medias',
    '/accessibilite',
    '/page-inconnue',
  ];
}

mkdirSync(DIR, { recursive: true });
let same = 0;
let total = 0;
for (const theme of THEMES) {
  const before = await start(OTHER, `${DATA}-before`, theme);
  const after = await start(REPO, DATA, theme);
  try {
    for (const path of await pathsOf(after.origin))
      for (const cookie of ['', 'color_mode=dark']) {
        const read = async (origin: string) => {
          const res = await fetch(origin + path, { headers: { cookie }, redirect: 'manual' });
          return `${res.status}\n${normalised(await res.text())}`;
        };
        // Twice from this build: the second reads what the first left in its in-process caches.
        const [a, b, again] = [await read(before.origin), await read(after.origin), await read(after.origin)];
        total++;
        if (a === b && b === again) same++;
        else {
          const file = `${DIR}/${theme}-${path.replace(/\W+/g, '_')}-${cookie ? 'dark' : 'system'}`;
          writeFileSync(`${file}.before.html`, a);
          writeFileSync(`${file}.after.html`, a === b ? again : b);
          console.log(`different: ${theme} ${path} ${cookie || 'system'} (${file}.*.html)`);
        }
      }
  } finally {
    await before.stop();
    await after.stop();
  }
}
console.log(`${same} of ${total} pages identical`);
if (same !== total) process.exitCode = 1;
