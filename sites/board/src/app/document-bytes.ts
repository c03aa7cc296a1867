/**
 * A page's bytes: the rendered document with the head's closing part (the inline CSS, the module
 * preloads and the boot script, the same on every page of a kind) written before `</head>` and the
 * page's scripts before `</body>`. The closing part is kept as UTF-8 bytes, made once: it is three
 * quarters of a page, and joining it to the render's text would copy it twice a page and encode it
 * again (as two bytes a character whenever the page holds a character outside Latin-1).
 */
export function documentBytes(html: string, head: Buffer, bodyEnd: string): Buffer<ArrayBuffer> {
  const headAt = html.indexOf('</head>');
  const bodyAt = html.indexOf('</body>');
  // Each inserted before the first of its tag, as a text replacement would (`head` holds neither tag).
  if (headAt < 0 || bodyAt < headAt)
    return Buffer.from(html.replace('</head>', `${head}</head>`).replace('</body>', `${bodyEnd}</body>`));
  // A new buffer of its own (never a shared one), as a Response body must be.
  return Buffer.concat([
    Buffer.from(html.slice(0, headAt)),
    head,
    Buffer.from(`${html.slice(headAt, bodyAt)}${bodyEnd}${html.slice(bodyAt)}`),
  ]) as Buffer<ArrayBuffer>;
}
