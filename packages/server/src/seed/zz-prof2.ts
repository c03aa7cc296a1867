import { openDatabase } from '../db/open';
import { demoDataSet } from './seed';
import { chunks, insertRows } from './insert';
import { jobColumns, jobDomainColumns, jobDomainLinks, companyColumns, countryColumns, domainColumns } from './tables';
import { ACTIVITY_DOMAINS } from './domains';
import { COUNTRIES } from '@baobab/core';
const n = 100000;
const db = await openDatabase({ dataDir: process.env.DD ?? 'memory' });
const ds = demoDataSet(n);
let t = performance.now();
await db.transaction(async (tx) => {
  const idx = await tx.query<{ indexname: string; indexdef: string }>(
    `select indexname, indexdef from pg_indexes i where tablename in ('jobs', 'job_domains') and schemaname = current_schema()
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`);
  console.log(idx.map((i) => i.indexname));
  await tx.exec(`drop index ${idx.map((i) => i.indexname).join(', ')}`);
  await insertRows(tx, 'activity_domains', domainColumns, ACTIVITY_DOMAINS);
  await insertRows(tx, 'countries', countryColumns, COUNTRIES);
  await insertRows(tx, 'companies', companyColumns, ds.companies);
  for (const chunk of chunks(ds.jobs, 2000)) {
    await insertRows(tx, 'jobs', jobColumns, chunk);
    await insertRows(tx, 'job_domains', jobDomainColumns, chunk.flatMap(jobDomainLinks));
  }
  console.log('insert', (performance.now() - t).toFixed(0));
  await tx.exec("set local maintenance_work_mem = '1GB'");
  for (const i of idx) { const s = performance.now(); await tx.exec(i.indexdef); console.log(i.indexname, (performance.now() - s).toFixed(0)); }
});
console.log('total', (performance.now() - t).toFixed(0));
t = performance.now();
await db.exec('vacuum analyze');
console.log('vacuum analyze', (performance.now() - t).toFixed(0));
await db.close();
