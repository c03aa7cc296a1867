import { CV_BUILT_MAX_BYTES, CV_PHOTOS_PDF_MAX_BYTES, resources } from '@baobab/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closed, DEMO_CANDIDATE, sendLogin } from './support/account';
import { hydrated, labelled, launchBrowser, openPage, screenshot, watchErrors } from './support/site';

const m = resources.fr.translation;

/**
 * "A CV without a PDF" (docs/product.md §5) on a phone, in both themes, as the demo candidate:
 * a CV made from the form and one from photos land in Mes CV as PDFs the API serves; a photo
 * picked where a PDF is expected opens the photo path at once.
 */
describe.each([
  { theme: 'default', origin: () => inject('site').origin },
  { theme: 'gouv', origin: () => inject('site').gouvOrigin },
])('the CV maker at 375 px ($theme)', ({ theme, origin }) => {
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await openPage(browser, { width: 375, locale: 'fr-FR' });
    errors = watchErrors(page);
  });
  afterAll(() => browser.close());

  it('signs in on Mes CV, which offers both ways to a CV without a PDF', async () => {
    await page.goto(`${origin()}/profil?tab=mes-cvs`);
    await hydrated(page);
    const dialog = page.getByRole('dialog');
    await sendLogin(dialog, m, DEMO_CANDIDATE);
    await closed(dialog);
    await expect.poll(() => page.getByRole('button', { name: m.cv_maker.create }).count()).toBe(1);
    expect(await page.getByRole('button', { name: m.cv_maker.photograph }).count()).toBe(1);
  });

  /** A document the page's session may download, as the API serves it. */
  async function download(fileName: string) {
    const token = (await page.context().cookies()).find((c) => c.name === 'authToken')?.value;
    const headers = { authorization: `Bearer ${decodeURIComponent(token ?? '')}` };
    const list = (await (await fetch(`${origin()}/api/documents`, { headers })).json()) as {
      id: string;
      fileName: string;
    }[];
    const document = list.find((d) => d.fileName === fileName);
    expect(document, fileName).toBeTruthy();
    const res = await fetch(`${origin()}/api/documents/${document?.id}/download`, { headers });
    expect(res.headers.get('content-type')).toBe('application/pdf');
    return Buffer.from(await res.arrayBuffer());
  }

  it('makes a CV from the form, which Mes CV lists and the API serves as a PDF', async () => {
    await page.getByRole('button', { name: m.cv_maker.create }).click();
    const maker = page.locator('.bj-cv-maker');
    const name = maker.getByLabel(labelled('Prénom et nom'));
    await expect.poll(() => name.inputValue()).toBe(`${DEMO_CANDIDATE.firstName} ${DEMO_CANDIDATE.lastName}`);
    const job = maker.getByRole('group', { name: 'Expérience 1' });
    await job.getByLabel('Poste').fill('Chargée de clientèle');
    await job.getByLabel('Entreprise ou organisation').fill('Orange Sénégal');
    await job.getByLabel('Période (par exemple 2019 – 2022)').fill('2021 – 2025');
    await job.getByLabel('Ce que vous y avez fait').fill('Accueil et suivi de 300 clients professionnels.');
    await maker.getByLabel('Vos compétences, séparées par des virgules').fill('Relation client, Excel, Wolof');
    await screenshot(page, `cv-builder-fr-375-${theme}`);
    await maker.getByRole('button', { name: 'Créer le PDF' }).click();

    const item = page.locator('.bj-cp-document', { hasText: 'CV Awa Diop.pdf' }).first();
    await expect.poll(() => item.count()).toBe(1);
    expect(await item.getByRole('button', { name: /^Modifier/ }).count()).toBe(1);
    const pdf = await download('CV Awa Diop.pdf');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeLessThanOrEqual(CV_BUILT_MAX_BYTES);
    await screenshot(page, `cv-made-fr-375-${theme}`, false);
  });

  it('makes a CV from photos of a paper CV', async () => {
    // A phone photo stands in: the page itself, as a JPEG.
    const photo = await page.screenshot({ type: 'jpeg', fullPage: true, quality: 80 });
    await page.getByRole('button', { name: m.cv_maker.photograph }).click();
    const maker = page.locator('.bj-cv-maker');
    const gallery = maker.getByLabel('Choisir dans la galerie');
    await gallery.setInputFiles([
      { name: 'page-1.jpg', mimeType: 'image/jpeg', buffer: photo },
      { name: 'page-2.jpg', mimeType: 'image/jpeg', buffer: photo },
    ]);
    await expect.poll(() => maker.getByRole('img').count()).toBe(2);
    await screenshot(page, `cv-photos-fr-375-${theme}`);
    await maker.getByRole('button', { name: 'Faire le PDF' }).click();
    const fileName = 'CV Awa Diop (photos).pdf';
    await expect.poll(() => page.locator('.bj-cp-document', { hasText: fileName }).count()).toBe(1);
    const pdf = await download(fileName);
    expect(pdf.length).toBeLessThanOrEqual(CV_PHOTOS_PDF_MAX_BYTES);
  });

  it('offers the photo path at once for a photo chosen as the CV to upload', async () => {
    const photo = await page.screenshot({ type: 'jpeg', fullPage: true, quality: 80 });
    await page
      .getByLabel(labelled(m.company_page.documents.file))
      .setInputFiles({ name: 'cv.jpg', mimeType: 'image/jpeg', buffer: photo });
    const maker = page.locator('.bj-cv-maker');
    await expect.poll(() => maker.getByRole('heading', { name: m.cv_maker.photograph }).count()).toBe(1);
    await expect.poll(() => maker.getByRole('img', { name: 'Page 1' }).count()).toBe(1);
    await screenshot(page, `cv-photo-picked-fr-375-${theme}`, false);
    expect(errors).toEqual([]);
  });
});
