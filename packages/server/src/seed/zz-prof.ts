import { openDatabase } from '../db/open';
import { demoDataSet } from './seed';
import { chunks, insertRows } from './insert';
import { jobColumns, jobDomainColumns, jobDomainLinks, companyColumns, countryColumns, domainColumns } from './tables';
import { ACTIVITY_DOMAINS } from './domains';
import { COUNTRIES } from '@baobab/core';
const n = 100000;
let t = performance.now();
let c = 0;
for (const j of demoDataSet(n).jobs) c += j.description.length;
console.log('generate', (performance.now() - t).toFixed(0), c / n);
t = performance.now();
for (const j of demoDataSet(n).jobs) for (const col of jobColumns) col.value(j);
console.log('generate+values', (performance.now() - t).toFixed(0));
for (const drop of [process.argv[2] ?? '']) {
  const db = await openDatabase({ dataDir: 'memory' });
  if (drop) await db.exec(drop);
  const ds = demoDataSet(n);
  t = performance.now();
  await db.transaction(async (tx) => {
    await insertRows(tx, 'activity_domains', domainColumns, ACTIVITY_DOMAINS);
    await insertRows(tx, 'countries', countryColumns, COUNTRIES);
    await insertRows(tx, 'companies', companyColumns, ds.companies);
    let i = 0;
    for (const chunk of chunks(ds.jobs, 2000)) {
      await insertRows(tx, 'jobs', jobColumns, chunk);
      await insertRows(tx, 'job_domains', jobDomainColumns, chunk.flatMap(jobDomainLinks));
      if (++i % 10 === 0) console.log(i, (performance.now() - t).toFixed(0));
    }
  });
  console.log('insert', drop, (performance.now() - t).toFixed(0));
  await db.close();
}
