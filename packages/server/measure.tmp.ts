import { cvContentSchema } from '@baobab/core';
import { testPhoto } from './test/cv-kit';
import { renderCvPdf } from './src/features/cv-builder/cv-pdf';
import { portraitJpeg } from './src/features/cv-builder/portrait';
import { photosPdf } from './src/features/cv-builder/photos-pdf';

const cv = cvContentSchema.parse({
  language: 'fr', fullName: 'Awa Ndiaye-Kouassi', headline: 'Comptable confirmée', email: 'awa@example.com',
  phone: '+221 77 123 45 67', city: 'Dakar',
  experience: [1, 2, 3].map((i) => ({ title: `Aide-comptable ${i}`, organisation: 'Société Générale de Côte d’Ivoire', place: 'Abidjan', period: '2019 – 2023', description: 'Saisie des écritures, rapprochements bancaires, déclarations de TVA, clôtures mensuelles et suivi des fournisseurs.' })),
  education: [{ title: 'BTS Comptabilité et gestion', school: 'Lycée technique de Thiès', period: '2017 – 2019' }, { title: 'Baccalauréat G2', school: 'Lycée Blaise Diagne', period: '2017' }],
  skills: ['Sage', 'Excel', 'Fiscalité OHADA', 'Paie', 'Trésorerie'],
  languages: [{ name: 'Français', level: 'fluent' }, { name: 'Wolof', level: 'native' }, { name: 'Anglais', level: 'basic' }],
});
const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const portrait = await portraitJpeg(await testPhoto({ width: 3000, height: 4000 }));
for (const [label, photo] of [['without portrait', undefined], ['with portrait', portrait]] as const) {
  const times: number[] = []; let size = 0;
  for (let i = 0; i < 21; i++) { const t = performance.now(); size = (await renderCvPdf(cv, photo)).length; times.push(performance.now() - t); }
  console.log(`made CV ${label}: ${size} B, median ${median(times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms (first ${times[0]?.toFixed(0)})`);
}
for (const grain of [false, true]) {
  const photos = await Promise.all([0, 1, 2, 3].map(() => testPhoto({ width: 3000, height: 4000, grain })));
  const t = performance.now();
  const pdf = await photosPdf(photos, 'CV');
  console.log(`photos CV, 4 × 12 MP ${grain ? 'grainy' : 'clean'} (${photos.map((p) => Math.round(p.length / 1024)).join(', ')} KB): ${pdf.length} B in ${(performance.now() - t).toFixed(0)} ms`);
}
