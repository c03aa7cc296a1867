import { writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { insertJob, partnerCompany } from '../../../test/fixtures';
import { createTestApp } from '../../../test/harness';

it('dumps', async () => {
  const t = await createTestApp();
  const acme = await partnerCompany(t.services.db, {
    name: 'Société Ivoirienne de Télécommunications et de Services Numériques Interconnectés',
    logo: null,
  });
  await t.services.db.query(
    `update companies set tagline='Réseaux, fibre et services numériques pour toute l’Afrique de l’Ouest', countries='{CI,SN}' where id=$1`,
    [acme.id],
  );
  const { slug } = await insertJob(t.services.db, acme.id, {
    title:
      'Responsable du développement commercial et des partenariats stratégiques pour l’Afrique de l’Ouest et centrale (H/F)',
    city: 'Abidjan',
  });
  await t.services.db
    .query(`update jobs set salary='{"min":800000,"max":1200000,"currency":"XOF","period":"month"}' where slug=$1`, [
      slug,
    ])
    .catch((e) => console.log('salary', e.message));
  const short = await insertJob(t.services.db, acme.id, {
    title: 'Comptable confirmé',
    contractType: 'CDD',
    remote: 'onsite',
  });
  for (const [name, url] of [
    ['job-fr', `/api/share-cards/jobs/${slug}/fr`],
    ['job-en', `/api/share-cards/jobs/${slug}/en`],
    ['short-en', `/api/share-cards/jobs/${short.slug}/en`],
    ['company-fr', `/api/share-cards/companies/${acme.alias}/fr`],
  ]) {
    const t0 = performance.now();
    const res = await t.app.inject({ url });
    console.log(name, res.statusCode, res.rawPayload.length, Math.round(performance.now() - t0), 'ms');
    writeFileSync(`/tmp/card-${name}.png`, res.rawPayload);
  }
  await t.close();
}, 60000);
