/** A tag of a page's head, as data: the server renders it, the browser writes it into <head>. */
export interface HeadTag {
  tag: 'meta' | 'link';
  attributes: Record<string, string>;
}

/** Every head tag a page may own (`<Seo>`'s), so a navigation can take the previous page's away. */
const PAGE_HEAD_SELECTOR = [
  'meta[name="description"]',
  'meta[name="robots"]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
  'link[rel="canonical"]',
  'link[rel="alternate"][hreflang]',
].join(',');

/**
 * After a client navigation: the new page's title and tags replace the previous page's. The
 * browser renders the body only, so nothing else would update <head>.
 */
export function writeHead(doc: Document, title: string, tags: HeadTag[]) {
  if (doc.title !== title) doc.title = title;
  for (const old of doc.head.querySelectorAll(PAGE_HEAD_SELECTOR)) old.remove();
  for (const { tag, attributes } of tags) {
    const element = doc.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    doc.head.append(element);
  }
}
