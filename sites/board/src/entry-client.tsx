import { bootIslands, holdTapsUntil } from './islands/boot';
import { writeCookiesOfLinks } from './navigation/cookie-links';
import './site.css';

// An islands page (docs/page-serving.md) wakes its parts one by one; the other pages still boot
// the single-page app, in a chunk of its own that they preload.
writeCookiesOfLinks();
if (document.documentElement.dataset.islands === 'true') bootIslands();
else holdTapsUntil(import('./spa'));
