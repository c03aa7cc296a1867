import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompany } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';
import { runOriginsCommand } from './origins-command';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertCompany(t.services.db, { alias: 'teranga' });
});
afterAll(() => t.close());

const run = (...args: string[]) => runOriginsCommand(t.services.db, args);

describe('baobab origins', () => {
  it('adds, lists and removes an origin, written as browsers send it', async () => {
    expect(await run('list')).toEqual(['no origin registered']);
    expect(await run('add', 'teranga', 'HTTPS://Careers.Teranga.example/')).toEqual([
      'added https://careers.teranga.example for teranga',
    ]);
    expect(await run('add', 'teranga', 'https://careers.teranga.example')).toEqual([
      'teranga already had https://careers.teranga.example',
    ]);
    expect(await run('list', 'teranga')).toEqual(['teranga\thttps://careers.teranga.example']);
    expect(await run('remove', 'teranga', 'https://careers.teranga.example')).toEqual([
      'removed https://careers.teranga.example from teranga',
    ]);
    expect(await run('list')).toEqual(['no origin registered']);
  });

  it('explains what is wrong', async () => {
    await expect(run('add', 'teranga', 'https://careers.teranga.example/jobs')).rejects.toThrow(
      '"https://careers.teranga.example/jobs" is not an origin',
    );
    await expect(run('add', 'nobody', 'https://x.example')).rejects.toThrow('no company with the alias "nobody"');
    await expect(run('add', 'teranga')).rejects.toThrow('usage:');
    await expect(run('purge')).rejects.toThrow('usage:');
  });
});
