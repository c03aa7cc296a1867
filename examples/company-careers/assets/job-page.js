// The job page of the careers site: one URL per offer (job.html?slug=…), and the site's own
// reactions to what the widgets tell it (baobab:* events).
const slug = new URLSearchParams(location.search).get('slug');
const detail = document.querySelector('baobab-job-detail');
if (slug) detail.setAttribute('slug', slug);
else location.replace('../');

document.addEventListener('baobab:login', (event) => {
  const greeting = document.querySelector('.greeting');
  greeting.textContent = `Bonjour ${event.detail.user.firstName}`;
  greeting.hidden = false;
});

document.addEventListener('baobab:apply', () => {
  document.querySelector('.notice').hidden = false;
});
