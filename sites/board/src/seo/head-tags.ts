/** A tag of a page's head, as data: the server renders it, the browser writes it into <head>. */
export interface HeadTag {
  tag: 'meta' | 'link';
  attributes: Record<string, string>;
}

/** Marks the head tags a page owns, so the browser knows which to replace on navigation. */
export const PAGE_HEAD_ATTRIBUTE = 'data-page-head';

/**
 * After a client navigation: the new page's title and tags replace the previous page's. The
 * browser renders the body only, so nothing else would update <head>.
 */
export function writeHead(doc: Document, title: string, tags: HeadTag[]) {
  if (doc.title !== title) doc.title = title;
  for (const old of doc.head.querySelectorAll(`[${PAGE_HEAD_ATTRIBUTE}]`)) old.remove();
  for (const { tag, attributes } of tags) {
    const element = doc.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    element.setAttribute(PAGE_HEAD_ATTRIBUTE, '');
    doc.head.append(element);
  }
}
