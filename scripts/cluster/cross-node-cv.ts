import { applyForm, captchaToken, pdfWith, registerCandidate } from '../load/api-client';

export interface CrossNodeResult {
  ok: boolean;
  /** What the other node answered, in words for the report. */
  detail: string;
}

/** A candidate applies with a CV through one node, then downloads that CV through the other. */
export async function cvAcrossNodes(
  uploadOrigin: string,
  downloadOrigin: string,
  jobSlug: string,
): Promise<CrossNodeResult> {
  const authorization = await registerCandidate(uploadOrigin);
  const marker = `cross-node-${Date.now()}`;
  const form = applyForm(jobSlug, await captchaToken(uploadOrigin), pdfWith(marker));
  const applied = await fetch(`${uploadOrigin}/api/applications`, {
    method: 'POST',
    headers: { ...form.headers, authorization },
    body: form.body,
  });
  if (applied.status !== 201) return { ok: false, detail: `the upload itself answered ${applied.status}` };
  const { cv } = (await applied.json()) as { cv: { id: string } };
  const download = await fetch(`${downloadOrigin}/api/documents/${cv.id}/download`, { headers: { authorization } });
  const body = await download.text();
  if (download.status === 200 && body.includes(marker)) return { ok: true, detail: '200, the same bytes' };
  return {
    ok: false,
    detail: `${download.status}${download.status === 200 ? ' with other bytes' : ` ${body.slice(0, 100)}`}`,
  };
}
