// The ministry's page reacts to the widgets' events: the placeholder goes once the offers are on
// screen, and an offer opens in the page itself (its own URL, ?offre=<slug>) instead of leaving it.
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
