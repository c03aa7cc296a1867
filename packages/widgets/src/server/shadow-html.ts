import { SERVED_DATA } from '../elements/served';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text safe inside an HTML attribute value (double-quoted) or element content. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);

export interface ShadowHtml {
  tag: string;
  /** The element's attributes, as the browser's element reads them; undefined ones are left out. */
  attributes: Record<string, string | undefined>;
  css: string;
  /** The widget's rendered markup. */
  body: string;
  /** What the markup was rendered from: the element hydrates from it (see elements/served.ts). */
  data: unknown;
  /** CSP nonce of the inline `<style>`. */
  nonce?: string;
}

/** What goes in the element's shadow root: the widget's styles, then its markup in the container the element hydrates. */
export function shadowContent({ css, body, data, nonce }: Omit<ShadowHtml, 'tag' | 'attributes'>): string {
  const style = `<style${nonce ? ` nonce="${escapeHtml(nonce)}"` : ''}>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  return `${style}<div ${SERVED_DATA}="${escapeHtml(JSON.stringify(data))}">${body}</div>`;
}

/**
 * An element with its declarative shadow root: the page shows the widget styled before any script,
 * and the element, once defined, keeps that root and hydrates the container.
 */
export function shadowHtml({ tag, attributes, ...content }: ShadowHtml): string {
  return element(tag, attributes, `<template shadowrootmode="open">${shadowContent(content)}</template>`);
}

/** `<tag attributes>content</tag>`; with no content, a bare element that loads its data itself. */
export function element(tag: string, attributes: ShadowHtml['attributes'], content = ''): string {
  const attrs = Object.entries(attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  return `<${tag}${attrs}>${content}</${tag}>`;
}
