// The ministry's page reacts to the widgets' events: the placeholder goes once the offers are on
// screen, and an offer opens in the page itself (its own URL, ?offre=<slug>) instead of leaving it.
// DSFR's script (from the package) runs the header menu, the display settings and the scheme.
import '@gouvfr/dsfr/dist/dsfr.module.min.js';

const offer = document.querySelector('.offer');
const detail = offer.querySelector('baobab-job-detail');

function showOffer() {
  const slug = new URLSearchParams(location.search).get('offre');
  offer.hidden = !slug;
  if (slug) detail.setAttribute('slug', slug);
}

document.addEventListener('baobab:ready', (event) => {
  if (event.detail.widget === 'job-list') document.querySelector('.loading')?.remove();
});

document.addEventListener('baobab:navigate', (event) => {
  if (event.detail.kind !== 'job') return;
  event.preventDefault();
  history.pushState(null, '', event.detail.href);
  showOffer();
  offer.scrollIntoView();
});

addEventListener('popstate', showOffer);
showOffer();

// DSFR writes the scheme it shows (light or dark, the reader's choice or the system's) as
// data-fr-theme on <html>; the widgets take it as their color-mode, at once and on each change.
function followScheme() {
  const mode = document.documentElement.getAttribute('data-fr-theme') === 'dark' ? 'dark' : 'light';
  for (const widget of document.querySelectorAll('[theme="gouv"]')) widget.setAttribute('color-mode', mode);
}
new MutationObserver(followScheme).observe(document.documentElement, { attributeFilter: ['data-fr-theme'] });
followScheme();
