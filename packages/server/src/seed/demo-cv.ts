/** The demo candidate's CV: a real one-page PDF with text, so opening it from /profil shows a CV. */
const LINES = [
  'Awa Diop',
  'Chargee de clientele - Dakar, Senegal',
  'demo@baobab.jobs',
  '',
  'Experience',
  '2022 - 2026  Chargee de clientele, Teranga Digital, Dakar',
  '2019 - 2022  Conseillere commerciale, Banque Sahelienne de Dakar',
  '',
  'Formation',
  '2019  Master Marketing et Relation client, UCAD',
  '',
  'Langues : francais, wolof, anglais',
];

/** PDF strings escape backslashes and parentheses; the text above is plain ASCII (Helvetica's encoding). */
const pdfText = (line: string) => line.replace(/[\\()]/g, (c) => `\\${c}`);

export function demoCvPdf(): Buffer {
  const content = ['BT', '/F1 12 Tf', '16 TL', '56 780 Td', ...LINES.map((l) => `(${pdfText(l)}) '`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
