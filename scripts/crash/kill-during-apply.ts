/**
 * `pnpm bench:crash` (1/2): `kill -9` the server while candidates apply with a CV, restart it on the
 * same data, then check that every application answered 201 exists with its CV file (same bytes)
 * and that no file exists without its document row. PGlite, a fresh DATA_DIR with the demo data.
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../packages/server/src/db/open';
import { startServer } from '../bench/server-process';
import { applicableJobSlugs, applyForm, captchaToken, pdfWith, registerCandidate } from '../load/api-client';
import { httpTimer } from '../load/http-timer';

export interface KillResult {
  answered201: number;
  interrupted: number;
  missing: string[];
  orphanFiles: string[];
  pendingLeft: number;
}

const WORKERS = 16;

export async function killDuringApply(port: number, killAfterMs = 4_000): Promise<KillResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'baobab-crash-'));
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
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
        'content-type': form.contentType,
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

  server = await startServer(port, env);
  const missing: string[] = [];
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
  } finally {
    await server.stop();
  }

  // The server is stopped: read its database directly and compare with the files on disk.
  const db = await openDatabase({ dataDir });
  const keys = new Set((await db.query<{ k: string }>('select storage_key as k from documents')).map((r) => r.k));
  await db.close();
  const storage = join(dataDir, 'storage');
  const files = readdirSync(join(storage, 'files'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  const orphanFiles = files.map((f) => f.name).filter((name) => !keys.has(name));
  const pendingLeft = readdirSync(join(storage, 'pending')).length;
  // Every row's file is there too (the download check above covers the answered ones).
  for (const key of keys) {
    if (!files.some((f) => f.name === key)) missing.push(`file of document row ${key}`);
  }
  return { answered201: accepted.length, interrupted, missing, orphanFiles, pendingLeft };
}
