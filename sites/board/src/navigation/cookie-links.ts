/**
 * A link that carries `data-cookie` (the language switch) writes that cookie when followed: on
 * every page, before any island woke, and with no package in the first script.
 */
export function writeCookiesOfLinks() {
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-cookie]') : null;
    if (link?.dataset.cookie)
      // Secure on https, as the client's cookie jar writes its own. Written at once: the Cookie
      // Store API is asynchronous and the link is leaving the page.
      // biome-ignore lint/suspicious/noDocumentCookie: see above
      document.cookie = `${link.dataset.cookie}${window.location.protocol === 'https:' ? '; Secure' : ''}`;
  });
}
