import { expect, it } from 'vitest';
import { createFileBackedTestApp, pdfBytes } from './fixtures';

it('real http 413', async () => {
  const t = await createFileBackedTestApp();
  const me = await t.candidate();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  for (const size of (process.env.SIZES ?? "1000").split(",").map(Number)) {
    const form = new FormData();
    form.append('type', 'CV');
    form.append('file', new Blob([pdfBytes(size)], { type: 'application/pdf' }), 'big.pdf');
    const started = Date.now();
    const res = await fetch(`http://127.0.0.1:${port}/api/documents`, { method: 'POST', body: form, headers: me.headers });
    process.stderr.write(`${size} ${res.status} ${await res.text()} ${Date.now() - started}ms\n`);
  }
  process.stderr.write(`${JSON.stringify(await t.storedFiles())}\n`);
  const closing = Date.now();
  await t.close();
  process.stderr.write(`closed in ${Date.now() - closing}ms\n`);
  expect(1).toBe(1);
}, 60000);
