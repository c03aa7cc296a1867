// The ministry's page reacts to the widgets' events: the placeholder goes once the offers are on
// screen, and a job link opens the board's job page in a new tab (the page keeps its visitor).
document.addEventListener('baobab:ready', (event) => {
  if (event.detail.widget === 'job-list') document.querySelector('.loading')?.remove();
});

document.addEventListener('baobab:navigate', (event) => {
  if (event.detail.kind !== 'job') return;
  event.preventDefault();
  window.open(event.detail.href, '_blank', 'noopener');
});
