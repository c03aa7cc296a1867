import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

const examples = new URL('../../', import.meta.url).pathname;

/**
 * Puts examples/<name> on the stack's partner site (another origin, registered for the demo
 * company) as a partner would host it: the same files, with the board's addresses (the loader's,
 * the preload links' `/cdn/…` and `/api/…`) written absolute instead of board-relative. Answers
 * the example's base URL. A spec that changes the pages (`edit`, on each HTML file) publishes
 * them under a name of its own (`as`): spec files run side by side.
 */
export function publishOnPartnerSite(
  name: string,
  { as = name, edit = (html: string) => html }: { as?: string; edit?: (html: string) => string } = {},
): string {
  const { fixtureDir, fixtureOrigin, apiOrigin } = inject('stack');
  const target = join(fixtureDir, as);
  cpSync(join(examples, name), target, { recursive: true, filter: (source) => !source.endsWith('.md') });
  for (const entry of readdirSync(target, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = join(entry.parentPath, entry.name);
    const html = readFileSync(file, 'utf8').replace(/(src|href)="\/(cdn|api)\//g, `$1="${apiOrigin}/$2/`);
    writeFileSync(file, edit(html));
  }
  return `${fixtureOrigin}/${as}/`;
}
