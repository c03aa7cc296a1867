import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyAs,
  createFileBackedTestApp,
  type FileBackedTestApp,
  filePart,
  insertCompany,
  insertJob,
  pdfBytes,
} from '../../test/fixtures';
import { runScheduledTasks } from '../tasks/scheduler';
import { partnerKeyCommand } from './partner-key-command';
import { purgeCommand, sendAlertsCommand } from './task-commands';

let t: FileBackedTestApp;
beforeAll(async () => {
  t = await createFileBackedTestApp();
});
afterAll(() => t.close());

const printed = () => {
  const lines: string[] = [];
  return { lines, print: (line: string) => lines.push(line) };
};

describe('CLI: partner keys', () => {
  it('creates a key that works, lists it, revokes it', async () => {
    const company = await insertCompany(t.services.db, { alias: 'cli-company' });
    const out = printed();
    await partnerKeyCommand(t.services.db, ['create', company.alias, '--label', 'recruteur'], out.print);
    const key = /bk_[\w-]+/.exec(out.lines.join('\n'))?.[0] ?? '';
    const id = /key id: (\S+)/.exec(out.lines.join('\n'))?.[1] ?? '';
    const jobs = () => t.app.inject({ method: 'GET', url: '/api/partner/v1/jobs', headers: { 'x-api-key': key } });
    expect((await jobs()).statusCode).toBe(200);
    // Only the hash is stored.
    expect(JSON.stringify(await t.services.db.query('select * from partner_api_keys'))).not.toContain(key.slice(3));

    await partnerKeyCommand(t.services.db, ['list', company.alias], out.print);
    expect(out.lines.at(-1)).toMatch(new RegExp(`^${id}  recruteur  created`));
    await partnerKeyCommand(t.services.db, ['revoke', id], out.print);
    expect((await jobs()).statusCode).toBe(401);
    await partnerKeyCommand(t.services.db, ['list', company.alias], out.print);
    expect(out.lines.at(-1)).toContain('REVOKED');
    await expect(partnerKeyCommand(t.services.db, ['revoke', id], out.print)).rejects.toThrow(/no live key/);
    await expect(partnerKeyCommand(t.services.db, ['create', 'nobody'], out.print)).rejects.toThrow(/no company/);
  });
});

describe('scheduled tasks and their commands', () => {
  it('purge and digests run by hand and from the scheduler tick', async () => {
    const company = await insertCompany(t.services.db);
    const job = await insertJob(t.services.db, company.id);
    const who = await t.candidate();
    const applied = await applyAs(t, who, { jobSlug: job.slug, cv: filePart(pdfBytes()) });
    expect(applied.statusCode).toBe(201);
    const out = printed();
    await purgeCommand(t.services, out.print);
    await sendAlertsCommand(t.services, out.print);
    expect(out.lines).toEqual(['0 application(s) older than 24 months purged', '0 digest(s) sent']);

    const logged: unknown[] = [];
    const log = { info: (...args: unknown[]) => logged.push(args[0]) } as never;
    await runScheduledTasks(t.services, log, new Date(Date.now() + 25 * 31 * 24 * 3600 * 1000));
    expect(logged).toEqual([{ purged: 1, digests: 0, phoneDigests: 0, attempts: 0 }]);
  });
});
