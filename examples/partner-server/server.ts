/**
 * A partner's careers site, as a company would run it on its own Node server: each page carries
 * the offers in its HTML (search engines and JavaScript-less browsers read them; an offer's page
 * has its JobPosting JSON-LD), and the board's script makes them interactive once it has loaded.
 *
 *   BAOBAB_API=https://jobs.example.org BAOBAB_COMPANY=teranga-digital PORT=4000 pnpm start
 */
import { createServer } from 'node:http';
import { renderJobDetail, renderJobList } from '@baobab/widgets/server';

const api = (process.env.BAOBAB_API ?? 'http://localhost:3000').replace(/\/$/, '');
/** The board's script; its versioned alias follows fixes without a change here. */
const loader = process.env.BAOBAB_LOADER ?? `${api}/cdn/baobab@0/baobab.js`;
const company = process.env.BAOBAB_COMPANY || undefined;
const port = Number(process.env.PORT ?? 4000);

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

/** Our page chrome around the rendered widgets; `head` goes in the `<head>` (title, JSON-LD). */
function page(head: string, main: string): string {
  return `<!doctype html>
<html lang="fr">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  ${head}
  <script src="${escapeHtml(loader)}" async></script>
  <style>
    body { margin: 0; font-family: Georgia, serif; background: #f6f1e7; color: #2b2118; }
    header { background: #7c2d12; color: #fff; padding: 1.5rem 1rem; }
    header a { color: inherit; text-decoration: none; }
    header h1 { margin: 0; font-size: 1.6rem; }
    main { max-width: 60rem; margin: 0 auto; padding: 1.5rem 1rem; }
    baobab-job-list, baobab-job-detail { --baobab-color-primary: #9a3412; --baobab-color-primary-hover: #7c2d12; }
  </style>
</head>
<body>
  <header><a href="/"><h1>Carrières — nous rejoindre</h1></a></header>
  <main>
${main}
  </main>
</body>
</html>`;
}

async function careers(): Promise<string> {
  const list = await renderJobList({ apiBase: api, company, jobHref: '/offres/{slug}' });
  return page(
    '<title>Carrières — nos offres</title>',
    `<p>Nos offres d'emploi, publiées sur Baobab Jobs.</p>\n${list}`,
  );
}

async function offer(slug: string): Promise<string | null> {
  const rendered = await renderJobDetail({ apiBase: api, slug, jobHref: '/offres/{slug}' });
  if (!rendered) return null;
  const title = rendered.job ? `${escapeHtml(rendered.job.title)} — Carrières` : 'Offre — Carrières';
  const head = `<title>${title}</title>
  <link rel="canonical" href="/offres/${encodeURIComponent(slug)}">
  ${rendered.jsonLd}`;
  // The sign-in dialog the offer's Apply button opens.
  return page(
    head,
    `<p><a href="/">← Toutes nos offres</a></p>\n${rendered.html}\n<baobab-auth-modal></baobab-auth-modal>`,
  );
}

const server = createServer(async (request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://partner');
  const slug = /^\/offres\/([\w-]+)$/.exec(pathname)?.[1];
  try {
    const html = pathname === '/' ? await careers() : slug ? await offer(slug) : null;
    response.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html ?? page('<title>Page introuvable</title>', '<p>Cette page n’existe pas.</p>'));
  } catch (error) {
    console.error(error);
    response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('Erreur du serveur');
  }
});

server.listen(port, () => console.log(`careers site on http://localhost:${port}/ (API ${api})`));
