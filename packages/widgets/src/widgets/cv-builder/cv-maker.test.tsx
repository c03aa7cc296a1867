import type { Recorded } from '@baobab/client/testing';
import { type CvContentInput, cvContentSchema, profileSchema } from '@baobab/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { companyRoutes, type Routes, renderCompanyPage, savedDocument, uuid } from '../../test-support/company-page';

const profile = profileSchema.parse({
  id: uuid(9),
  firstName: 'Awa',
  lastName: 'Diop',
  email: 'awa@example.com',
  phone: '+221 77 123 45 67',
  headline: 'Électricienne',
  city: 'Dakar',
  countryCode: 'SN',
  locale: 'fr',
  newsletter: false,
  createdAt: '2026-03-01T09:00:00.000Z',
});
const made = savedDocument(5, { fileName: 'CV Awa Diop.pdf', madeWith: 'builder' });
const photoCv = savedDocument(6, { fileName: 'CV Awa Diop (photos).pdf', madeWith: 'photos' });
const image = (name: string, type = 'image/jpeg') => new File([new Uint8Array(2000)], name, { type });

const calls = (requests: Recorded[], method: string, path: string) =>
  requests.filter((r) => r.method === method && new URL(r.url, 'http://x').pathname === path);
function formOf(request: Recorded | undefined): FormData {
  if (!request) throw new Error('the call was not made');
  return request.body as FormData;
}
const sentContent = (request: Recorded | undefined): CvContentInput =>
  cvContentSchema.parse(JSON.parse(String(formOf(request).get('cv'))));

function renderDocuments(routes: Routes = {}) {
  return renderCompanyPage(
    companyRoutes({
      'GET /api/documents': { status: 200, body: [savedDocument(1)] },
      'GET /api/profile': { status: 200, body: profile },
      ...routes,
    }),
    { tab: 'mes-cvs' },
    { signedIn: true },
  );
}

// The maker is a chunk of its own, with its texts, fetched on the first click.
describe('the CV maker in "Mes CV"', { timeout: 45_000 }, () => {
  afterEach(cleanup);

  it('makes a CV from the form, started from the account, and adds it to the list', async () => {
    const user = userEvent.setup();
    const { requests } = renderDocuments({ 'POST /api/documents/cv': { status: 201, body: made } });
    await user.click(await screen.findByRole('button', { name: 'Créer mon CV' }));
    const title = await screen.findByRole('heading', { name: 'Créer mon CV' }, { timeout: 5000 });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(await screen.findByLabelText(/Prénom et nom/)).toHaveProperty('value', 'Awa Diop');
    expect(screen.getByLabelText('Métier ou poste recherché')).toHaveProperty('value', 'Électricienne');

    const job = screen.getByRole('group', { name: 'Expérience 1' });
    await user.type(within(job).getByLabelText('Poste'), 'Électricienne de chantier');
    await user.type(within(job).getByLabelText('Entreprise ou organisation'), 'Sénélec');
    await user.click(screen.getByRole('button', { name: 'Ajouter Expérience 2' }));
    await user.type(within(screen.getByRole('group', { name: 'Expérience 2' })).getByLabelText('Poste'), 'Apprentie');
    await user.type(screen.getByLabelText('Vos compétences, séparées par des virgules'), 'Câblage, Lecture de plans');
    await user.type(within(screen.getByRole('group', { name: 'Langue 1' })).getByLabelText('Langue'), 'Wolof');
    await user.selectOptions(screen.getByLabelText('Niveau'), 'native');
    await user.selectOptions(screen.getByLabelText('Langue du CV'), 'en');
    await user.click(screen.getByRole('button', { name: 'Créer le PDF' }));

    expect(await screen.findByText('Votre CV « CV Awa Diop.pdf » est prêt.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'CV Awa Diop.pdf' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Créer mon CV' })).toBeNull();
    const [call] = calls(requests, 'POST', '/api/documents/cv');
    expect(sentContent(call)).toMatchObject({
      language: 'en',
      fullName: 'Awa Diop',
      experience: [{ title: 'Électricienne de chantier', organisation: 'Sénélec' }, { title: 'Apprentie' }],
      // The empty education entry is left out.
      education: [],
      skills: ['Câblage', 'Lecture de plans'],
      languages: [{ name: 'Wolof', level: 'native' }],
    });
    expect(formOf(call).get('photo')).toBeNull();
  });

  it('says what is missing, on the field, and sends nothing', async () => {
    const user = userEvent.setup();
    const { requests } = renderDocuments({ 'GET /api/profile': { status: 500, body: {} } });
    await user.click(await screen.findByRole('button', { name: 'Créer mon CV' }));
    // Without the account the form starts empty.
    const name = await screen.findByLabelText(/Prénom et nom/, {}, { timeout: 5000 });
    expect(name).toHaveProperty('value', '');
    await user.type(within(screen.getByRole('group', { name: 'Expérience 1' })).getByLabelText('Lieu'), 'Thiès');
    await user.type(screen.getByLabelText('Email'), 'awa@');
    await user.click(screen.getByRole('button', { name: 'Créer le PDF' }));
    expect(await screen.findByText('Vérifiez les champs signalés.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(screen.getAllByText('Ce champ est obligatoire.')).toHaveLength(2);
    expect(screen.getByText('Adresse email invalide.')).toBeTruthy();
    expect(calls(requests, 'POST', '/api/documents/cv')).toHaveLength(0);
  });

  it('edits a made CV from what it was made of, and the new document takes its place', async () => {
    const user = userEvent.setup();
    const edited = savedDocument(8, { fileName: 'CV Awa Diop.pdf', madeWith: 'builder' });
    const content = cvContentSchema.parse({ language: 'fr', fullName: 'Awa Diop', skills: ['Sage', 'Excel'] });
    const { requests } = renderDocuments({
      'GET /api/documents': { status: 200, body: [made, photoCv] },
      [`GET /api/documents/${made.id}/cv`]: { status: 200, body: { cv: content, hasPhoto: true } },
      [`PUT /api/documents/${made.id}/cv`]: { status: 200, body: edited },
    });
    // Only a CV made from the form can be edited.
    expect(await screen.findAllByRole('button', { name: /^Modifier/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Modifier CV Awa Diop.pdf' }));
    expect(await screen.findByRole('heading', { name: 'Modifier mon CV' }, { timeout: 5000 })).toBeTruthy();
    const skills = await screen.findByLabelText('Vos compétences, séparées par des virgules');
    expect(skills).toHaveProperty('value', 'Sage, Excel');
    expect(screen.getByRole('checkbox', { name: 'Garder la photo actuelle' })).toHaveProperty('checked', true);
    await user.type(skills, ', Fiscalité');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await screen.findByText('Votre CV « CV Awa Diop.pdf » est prêt.');
    const [call] = calls(requests, 'PUT', `/api/documents/${made.id}/cv`);
    expect(sentContent(call).skills).toEqual(['Sage', 'Excel', 'Fiscalité']);
    expect(formOf(call).get('keepPhoto')).toBe('1');
    // One item for the edited CV (the replaced one is gone), and the photographed one.
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('makes a CV from photos, and says at once when a file is not one', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { requests } = renderDocuments({ 'POST /api/documents/photos': { status: 201, body: photoCv } });
    await user.click(await screen.findByRole('button', { name: 'Photographier mon CV' }));
    const gallery = await screen.findByLabelText('Choisir dans la galerie', {}, { timeout: 5000 });
    expect(screen.getByLabelText('Prendre une photo').getAttribute('capture')).toBe('environment');
    await user.upload(gallery, [image('page-1.jpg'), image('page-2.png', 'image/png')]);
    expect(screen.getByRole('img', { name: 'Page 2' })).toBeTruthy();
    expect(screen.getByText('2 page(s) sur 4').getAttribute('role')).toBe('status');
    await user.upload(gallery, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(
      await screen.findByText('Cette image ne peut pas être lue : envoyez une photo JPEG, PNG ou WebP.'),
    ).toBeTruthy();
    await user.upload(gallery, [image('a.jpg'), image('b.jpg'), image('c.jpg')]);
    expect(await screen.findByText('Envoyez de 1 à 4 photos, une par page du CV.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retirer la page 1' }));
    await user.click(screen.getByRole('button', { name: 'Faire le PDF' }));
    expect(await screen.findByText('Votre CV « CV Awa Diop (photos).pdf » est prêt.')).toBeTruthy();
    const form = formOf(calls(requests, 'POST', '/api/documents/photos')[0]);
    expect((form.getAll('photos') as File[]).map((file) => file.name)).toEqual(['page-2.png']);
  });

  it('offers the photo path at once for a photo chosen as a CV to upload', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { requests } = renderDocuments();
    await user.upload(await screen.findByLabelText(/Fichier PDF/), image('cv-photo.jpg'));
    expect(await screen.findByRole('heading', { name: 'Photographier mon CV' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Ce fichier est une image, pas un PDF : faites-en un CV en PDF ici.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Page 1' })).toBeTruthy();
    expect(screen.queryByText('Le fichier doit être au format PDF et peser moins de 5 Mo.')).toBeNull();
    expect(calls(requests, 'POST', '/api/documents')).toHaveLength(0);
  });
});

describe('the CV maker in the apply form', { timeout: 45_000 }, () => {
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });

  it('turns a photo picked as the CV into a PDF at once, which becomes the chosen CV', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { requests } = renderCompanyPage(
      companyRoutes({
        'GET /api/documents': { status: 200, body: [] },
        'GET /api/applications/mine': { status: 200, body: [] },
        'POST /api/documents/photos': { status: 201, body: photoCv },
      }),
      { tab: 'offres-d-emploi' },
      { signedIn: true },
    );
    await user.click(await screen.findByRole('button', { name: 'Postuler spontanément' }));
    const input = await screen.findByLabelText(/^Importer un nouveau CV/, {}, { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Créer mon CV' })).toBeTruthy();
    await user.upload(input, image('cv.png', 'image/png'));
    expect(await screen.findByRole('heading', { name: 'Photographier mon CV' }, { timeout: 5000 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Faire le PDF' }));
    // The made CV is the chosen one; the application itself was not sent by the nested form.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Choisir un CV enregistré' })).toHaveProperty('value', photoCv.id),
    );
    expect(calls(requests, 'POST', '/api/documents/photos')).toHaveLength(1);
    expect(calls(requests, 'POST', '/api/applications')).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Photographier mon CV' })).toBeNull();
  });
});
