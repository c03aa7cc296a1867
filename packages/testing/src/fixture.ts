import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

/** A host page that tries hard to break embedded widgets (docs/architecture.md, Known pitfalls). */
export const HOSTILE_CSS = `
* { all: unset !important; }
div { display: none !important; }
html { font-size: 62.5%; }
body { display: block !important; font: 30px/3 'Comic Sans MS', cursive !important; color: magenta !important; }
button, input { background: black !important; color: black !important; }
`;

export interface FixtureOptions {
  /** Style the page with HOSTILE_CSS (default true). */
  hostile?: boolean;
  /** Extra markup for <head>, e.g. a queue snippet. */
  head?: string;
  lang?: string;
}

/**
 * Writes a partner page (the loader from the API origin, then `body`) to the fixture server and
 * opens it. Returns its URL.
 */
export async function openFixture(page: Page, body: string, options: FixtureOptions = {}): Promise<string> {
  const { fixtureDir, fixtureOrigin, loaderUrl } = inject('stack');
  const { hostile = true, head = '', lang = 'fr' } = options;
  const name = `${randomUUID()}.html`;
  writeFileSync(
    join(fixtureDir, name),
    `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Partner page</title>
${hostile ? `<style>${HOSTILE_CSS}</style>` : ''}
${head}
<script type="module" src="${loaderUrl}"></script>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`,
  );
  const url = `${fixtureOrigin}/${name}`;
  await page.goto(url);
  return url;
}
