import { CV_BUILDER_LIMITS, CV_BUILT_MAX_BYTES, type CvContent, cvContentSchema } from '@baobab/core';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfText, testPhoto } from '../../../test/cv-kit';
import { renderCvPdf } from './cv-pdf';
import { portraitJpeg } from './portrait';

const awa: CvContent = cvContentSchema.parse({
  language: 'fr',
  fullName: 'Awa Ndiaye-Kouassi',
  headline: 'Comptable confirmée',
  email: 'awa@example.com',
  phone: '+221 77 123 45 67',
  city: 'Dakar',
  experience: [
    {
      title: 'Aide-comptable',
      organisation: 'Société Générale de Côte d’Ivoire',
      place: 'Abidjan',
      period: '2019 – 2023',
      description: 'Saisie des écritures, rapprochements bancaires, déclarations de TVA.\nFormée à Sage.',
    },
  ],
  education: [{ title: 'BTS Comptabilité et gestion', school: 'Lycée technique de Thiès', period: '2017 – 2019' }],
  skills: ['Sage', 'Excel', 'Fiscalité OHADA'],
  languages: [
    { name: 'Français', level: 'fluent' },
    { name: 'Wolof', level: 'native' },
  ],
});

/** The longest CV the form accepts: every list full, every text at its limit. */
const longest: CvContent = cvContentSchema.parse({
  ...awa,
  headline: 'é'.repeat(CV_BUILDER_LIMITS.line),
  experience: Array.from({ length: CV_BUILDER_LIMITS.experience }, (_, i) => ({
    title: `Poste ${i} ${'x'.repeat(CV_BUILDER_LIMITS.line - 10)}`,
    organisation: 'o'.repeat(CV_BUILDER_LIMITS.line),
    place: 'p'.repeat(CV_BUILDER_LIMITS.line),
    period: '2000 – 2001',
    description: 'Une phrase assez longue pour remplir la ligne. '.repeat(13).slice(0, CV_BUILDER_LIMITS.paragraph),
  })),
  education: Array.from({ length: CV_BUILDER_LIMITS.education }, (_, i) => ({ title: `Diplôme ${i}` })),
  skills: Array.from({ length: CV_BUILDER_LIMITS.skills }, (_, i) => `Compétence ${i}`),
  languages: Array.from({ length: CV_BUILDER_LIMITS.languages }, (_, i) => ({ name: `Langue ${i}`, level: 'good' })),
});

describe('renderCvPdf', () => {
  it('writes an A4 PDF whose text holds the candidate, with French accents, in the CV language', async () => {
    const bytes = await renderCvPdf(awa);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    expect(pdf.getTitle()).toBe('CV Awa Ndiaye-Kouassi');
    const text = await pdfText(bytes);
    for (const expected of [
      'Awa Ndiaye-Kouassi',
      'Comptable confirmée',
      'Côte d’Ivoire',
      'EXPÉRIENCE PROFESSIONNELLE',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('Wolof – Langue maternelle');
    expect(await pdfText(await renderCvPdf({ ...awa, language: 'en' }))).toContain('WORK EXPERIENCE');
  });

  it('keeps a letter it cannot encode readable rather than failing', async () => {
    const text = await pdfText(await renderCvPdf({ ...awa, fullName: 'Ŋoné Diallo ǃ' }));
    expect(text).toContain('?oné Diallo ?');
  });

  it('stays within the size limit at the longest the form allows, with a portrait, spread over pages', async () => {
    const portrait = await portraitJpeg(await testPhoto({ width: 900, height: 1200 }));
    await renderCvPdf(awa); // Warm: the first render reads the standard fonts' metrics.
    const started = performance.now();
    const bytes = await renderCvPdf(longest, portrait);
    const elapsed = performance.now() - started;
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThan(1);
    expect(bytes.length).toBeLessThanOrEqual(CV_BUILT_MAX_BYTES);
    console.info(`made CV: longest ${bytes.length} B, ${pdf.getPageCount()} pages, ${elapsed.toFixed(0)} ms`);
    const typical = await renderCvPdf(awa, portrait);
    console.info(`made CV: typical with portrait ${typical.length} B, without ${(await renderCvPdf(awa)).length} B`);
  });
});
