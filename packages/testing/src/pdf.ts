/**
 * A real, valid one-page PDF (header, catalog, pages, page, content stream, xref, trailer, %%EOF),
 * as the server's upload checks expect; shared by the server's API tests and the browser tests.
 * With `sizeBytes`, the content stream is padded with whitespace to make the file exactly that big.
 */
export function pdfBytes(sizeBytes?: number, text?: string): Buffer {
  // With `text`: one line of it at the top of the page (Helvetica), for a PDF a person can see rendered.
  const shown = text === undefined ? '' : `BT /F1 24 Tf 60 770 Td (${text.replace(/[\\()]/g, '\\$&')}) Tj ET`;
  const build = (padding: number) => {
    const objects = [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R${shown ? ' /Resources << /Font << /F1 5 0 R >> >>' : ''} >>`,
      `<< /Length ${shown.length + padding} >>\nstream\n${shown}${' '.repeat(padding)}\nendstream`,
      ...(shown ? ['<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'] : []),
    ];
    let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
    const offsets = objects.map((object, i) => {
      const offset = Buffer.byteLength(body, 'latin1');
      body += `${i + 1} 0 obj\n${object}\nendobj\n`;
      return offset;
    });
    const xref = Buffer.byteLength(body, 'latin1');
    body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
    body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return Buffer.from(body, 'latin1');
  };
  let padding = 0;
  let pdf = build(padding);
  // Digits of /Length and startxref grow with the padding: converge in a few steps.
  while (sizeBytes !== undefined && pdf.length !== sizeBytes) {
    padding += sizeBytes - pdf.length;
    if (padding < 0) throw new Error(`a PDF cannot be smaller than ${build(0).length} bytes`);
    pdf = build(padding);
  }
  return pdf;
}

/** What Playwright's `setInputFiles` takes: a PDF CV from memory (showing `text` when given). */
export const pdfFile = (name = 'cv.pdf', text?: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: pdfBytes(undefined, text),
});
