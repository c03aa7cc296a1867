/**
 * `pnpm bench:crash` (1/3, 2/3): `kill -9` the server while candidates apply with a CV, restart it
 * on the same data, then check that every application answered 201 exists with its CV file (same
 * bytes) and that no file exists without its document row, nor any entry in the storage journal.
 * A fresh DATA_DIR with the demo data: on PGlite (files on disk), or on a PostgreSQL database
 * (files in it, the default there) when `databaseUrl` is given.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../packages/server/src/db/open';
import { openBlobStore, storageUrl } from '../../packages/server/src/storage/open-store';
import { startServer } from '../bench/server-process';
import { applicableJobSlugs, applyForm, captchaToken, pdfWith, registerCandidate } from '../load/api-client';
import { httpTimer } from '../load/http-timer';

export interface KillResult {
  answered201: number;
  interrupted: number;
  missing: string[];
  orphanFiles: string[];
  pendingLeft: number;
  /** From the restart to an empty storage journal (PostgreSQL: a dead node's uploads go once stale). */
  settledSeconds: number;
  /** Journal entries the kill left (read on PostgreSQL only: PGlite's data is the dead process's). */
  leftByKill?: number;
}

const WORKERS = 16;

export async function killDuringApply(port: number, databaseUrl?: string, killAfterMs = 4_000): Promise<KillResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'baobab-crash-'));
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    STORAGE_URL: '',
    SEED_DEMO: '1',
    CAPTCHA_COST: '1',
    RATE_LIMIT_AUTH: '1000000',
    LOG_LEVEL: 'warn',
  };
  let server = await startServer(port, env);
  const slugs = await applicableJobSlugs(server.origin);
  const candidates = await Promise.all(Array.from({ length: WORKERS }, () => registerCandidate(server.origin)));
  const http = httpTimer(server.origin, WORKERS);
  const accepted: { authorization: string; id: string; cvId: string; marker: string }[] = [];
  let interrupted = 0;
  let killed = false;

  const worker = async (w: number) => {
    for (let i = 0; !killed && i < slugs.length; i++) {
      const token = await captchaToken(server.origin).catch(() => undefined);
      if (!token) break;
      const marker = `crash-${w}-${i}-${Date.now()}`;
      const form = applyForm(slugs[(w + i) % slugs.length] as string, token, pdfWith(marker));
      const res = await http.send('POST', '/api/applications', form.body, {
        ...form.headers,
        authorization: candidates[w] as string,
      });
      if (res.status === 201) {
        const answer = JSON.parse(res.body) as { id: string; cv: { id: string } };
        accepted.push({ authorization: candidates[w] as string, id: answer.id, cvId: answer.cv.id, marker });
      } else if (res.status === 0) interrupted++;
      else throw new Error(`apply answered ${res.status} ${res.body}`);
    }
  };
  const load = Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
  await new Promise((resolve) => setTimeout(resolve, killAfterMs));
  killed = true;
  await server.stop('SIGKILL');
  await load;
  http.close();
  let leftByKill: number | undefined;
  if (databaseUrl) {
    const db = await openDatabase({ databaseUrl, dataDir });
    leftByKill = (await db.query('select 1 from pending_files')).length;
    await db.close();
  }

  server = await startServer(port, env);
  const restarted = performance.now();
  const missing: string[] = [];
  let settledSeconds = 0;
  try {
    for (const a of accepted) {
      const mine = await fetch(`${server.origin}/api/applications/mine`, {
        headers: { authorization: a.authorization },
      });
      const ids = ((await mine.json()) as { id: string }[]).map((x) => x.id);
      if (!ids.includes(a.id)) missing.push(`application ${a.id}`);
      const file = await fetch(`${server.origin}/api/documents/${a.cvId}/download`, {
        headers: { authorization: a.authorization },
      });
      if (file.status !== 200 || !(await file.text()).includes(a.marker))
        missing.push(`CV file of ${a.id} (${file.status})`);
    }
    if (databaseUrl) {
      // Another node could be feeding those uploads: the restarted one sweeps them once untouched for 30 s.
      const db = await openDatabase({ databaseUrl, dataDir });
      const deadline = performance.now() + 120_000;
      while ((await db.query('select 1 from pending_files limit 1')).length && performance.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      await db.close();
    }
    settledSeconds = (performance.now() - restarted) / 1000;
  } finally {
    await server.stop();
  }

  // The server is stopped: read its database directly and compare with the files in its store.
  const db = await openDatabase({ databaseUrl, dataDir });
  const keys = new Set((await db.query<{ k: string }>('select storage_key as k from documents')).map((r) => r.k));
  const [pending] = await db.query<{ n: number }>('select count(*)::int as n from pending_files');
  const store = await openBlobStore(storageUrl({ databaseUrl, dataDir }), db);
  const files = new Set<string>();
  for await (const key of store.list()) files.add(key);
  await store.close();
  await db.close();
  const orphanFiles = [...files].filter((key) => !keys.has(key));
  // Every row's file is there too (the download check above covers the answered ones).
  for (const key of keys) if (!files.has(key)) missing.push(`file of document row ${key}`);
  return {
    answered201: accepted.length,
    interrupted,
    missing,
    orphanFiles,
    pendingLeft: pending?.n ?? 0,
    settledSeconds,
    leftByKill,
  };
}
