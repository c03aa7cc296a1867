import type { Recorded } from '@baobab/client/testing';
import { CV_MAX_BYTES } from '@baobab/core';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { companyRoutes, renderCompanyPage, savedDocument } from '../../test-support/company-page';
import { FAKE_UPLOAD_ID } from '../../test-support/fake-uploads';

vi.mock(
  '../upload/resumable-upload',
  async () => (await import('../../test-support/fake-uploads')).fakeResumableUploads,
);

afterEach(cleanup);

const pdf = (name: string, bytes = 1000) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
const uploadCalls = (requests: Recorded[]) =>
  requests.filter((r) => r.method === 'POST' && r.url.endsWith('/api/documents'));

function renderDocuments(routes = {}) {
  return renderCompanyPage(
    companyRoutes({ 'GET /api/documents': { status: 200, body: [savedDocument(1)] }, ...routes }),
    { tab: 'mes-cvs' },
    { signedIn: true },
  );
}

describe('CompanyPage documents tab', () => {
  it("lists the candidate's documents with type, name, size and date", async () => {
    const { requests } = renderDocuments();
    const item = await screen.findByRole('listitem');
    expect(within(item).getByText('CV')).toBeTruthy();
    expect(within(item).getByRole('heading', { name: 'cv-1.pdf' })).toBeTruthy();
    expect(within(item).getByText(/244\sKo · importé le 1 mars 2026/)).toBeTruthy();
    expect(requests.find((r) => r.url.endsWith('/api/documents'))?.headers.authorization).toBe('Bearer access');
  });

  it('says the size in English units, with a decimal point', async () => {
    renderCompanyPage(
      companyRoutes({ 'GET /api/documents': { status: 200, body: [savedDocument(1, { size: 3277 })] } }),
      { tab: 'mes-cvs' },
      { signedIn: true, locale: 'en' },
    );
    const item = await screen.findByRole('listitem');
    expect(within(item).getByText(/^3\.2\sKB · uploaded on /)).toBeTruthy();
  });

  it('rejects a file that is not a PDF, or too big, without any request', async () => {
    const { requests } = renderDocuments();
    const input = await screen.findByLabelText(/Fichier PDF/);
    // A photo goes to "Photographier mon CV" instead (cv-builder/cv-maker.test.tsx).
    await userEvent.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(await screen.findByText('Le fichier doit être au format PDF et peser moins de 5 Mo.')).toBeTruthy();
    await userEvent.upload(input, pdf('big.pdf', CV_MAX_BYTES + 1));
    await userEvent.click(screen.getByRole('button', { name: 'Importer un document' }));
    expect(screen.getByText('Le fichier doit être au format PDF et peser moins de 5 Mo.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(uploadCalls(requests)).toHaveLength(0);
  });

  it('uploads a PDF with its type and adds it to the list', async () => {
    const { requests } = renderDocuments({
      'POST /api/documents': { status: 201, body: savedDocument(2, { type: 'COVER_LETTER', fileName: 'lettre.pdf' }) },
    });
    await userEvent.selectOptions(await screen.findByLabelText('Type de document'), 'COVER_LETTER');
    await userEvent.upload(screen.getByLabelText(/Fichier PDF/), pdf('lettre.pdf'));
    await userEvent.click(screen.getByRole('button', { name: 'Importer un document' }));
    expect(await screen.findByText('Le document a été importé.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'lettre.pdf' })).toBeTruthy();
    const [call] = uploadCalls(requests);
    const form = call?.body as FormData;
    expect(form.get('type')).toBe('COVER_LETTER');
    // Sent resumably when chosen: the call names the finished upload.
    expect(form.get('uploadId')).toBe(FAKE_UPLOAD_ID);
    expect(form.get('file')).toBeNull();
  });

  it('shows the server message when the upload fails', async () => {
    renderDocuments({
      'POST /api/documents': { status: 413, body: { message: 'Fichier trop lourd.', code: 'PAYLOAD_TOO_LARGE' } },
    });
    await userEvent.upload(await screen.findByLabelText(/Fichier PDF/), pdf('cv.pdf'));
    await userEvent.click(screen.getByRole('button', { name: 'Importer un document' }));
    expect((await screen.findByText('Fichier trop lourd.')).closest('[role="alert"]')).toBeTruthy();
  });

  it('deletes a document only after confirmation', async () => {
    const { requests } = renderDocuments({
      [`DELETE /api/documents/${savedDocument(1).id}`]: { status: 200, body: { message: 'ok' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer cv-1.pdf' }));
    expect(screen.getByText('Supprimer « cv-1.pdf » définitivement ?')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Oui, supprimer');
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    expect(document.activeElement?.textContent).toContain('Supprimer');

    await userEvent.click(screen.getByRole('button', { name: 'Supprimer cv-1.pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Oui, supprimer' }));
    expect(await screen.findByText('Le document a été supprimé.')).toBeTruthy();
    expect(screen.getByText("Vous n'avez encore importé aucun document.")).toBeTruthy();
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual([
      `/api/documents/${savedDocument(1).id}`,
    ]);
  });

  it('downloads a document with the session token', async () => {
    const { requests } = renderDocuments({
      [`GET /api/documents/${savedDocument(1).id}/download`]: { status: 200, body: 'pdf' },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Télécharger cv-1.pdf' }));
    await vi.waitFor(() => expect(requests.some((r) => r.url.endsWith('/download'))).toBe(true));
    expect(requests.find((r) => r.url.endsWith('/download'))?.headers.authorization).toBe('Bearer access');
  });
});
