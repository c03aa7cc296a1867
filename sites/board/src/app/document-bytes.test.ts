import { describe, expect, it } from 'vitest';
import { documentBytes } from './document-bytes';

const HEAD = '<style>a{content:"→"}</style><script type="module" src="/a.js"></script>';
const BODY_END = '<script>window.shell={"t":"l’offre"}</script>';

/** What the page was before: the render's text with both insertions made as text, then encoded. */
const asText = (html: string) =>
  Buffer.from(html.replace('</head>', `${HEAD}</head>`).replace('</body>', `${BODY_END}</body>`));

describe('documentBytes', () => {
  it.each([
    ['a Latin-1 page', '<!DOCTYPE html><html><head><title>Offre</title></head><body><p>été</p></body></html>'],
    ['a page with characters beyond Latin-1', '<html><head><title>l’offre — 2 €</title></head><body>😀</body></html>'],
    ['tags written twice', '<html><head></head><body><p>&lt;/body&gt;</p></body></html></body>'],
    ['no head', '<html><body><p>x</p></body></html>'],
    ['no body', '<html><head></head><p>x</p></html>'],
    ['a body closed before the head', '<html></body><head></head></html>'],
  ])('writes the same bytes as the text insertions for %s', (_, html) => {
    expect(documentBytes(html, Buffer.from(HEAD), BODY_END).equals(asText(html))).toBe(true);
  });
});
