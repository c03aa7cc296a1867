/**
 * docs/embedding.md's reference (every element, attribute, event, CSS property and part) is
 * rendered from custom-elements.json, never copied by hand: `pnpm --filter @baobab/widgets embedding-doc`
 * rewrites the part between the markers; scripts/embedding-doc.test.ts fails when it is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type CustomElementsManifest, customElementsOf, type Described } from './custom-elements-types';

export const EMBEDDING_DOC = fileURLToPath(new URL('../../../docs/embedding.md', import.meta.url));
const START =
  '<!-- reference:start (generated from custom-elements.json: pnpm --filter @baobab/widgets embedding-doc) -->';
const END = '<!-- reference:end -->';

/** Prose in a table cell: one line. */
const cell = (text = '') => text.replaceAll('\n', ' ');
const code = (text: string) => `\`${text.replaceAll('`', '')}\``;

/** A Markdown table, columns padded as the repository's formatter (biome) lays them out. */
function table(head: string[], rows: string[][]): string {
  // A pipe, even in a code span (`'fr' | 'en'`), must be escaped not to split the cell.
  const lines = [head, ...rows].map((row) => row.map((c) => c.replaceAll('|', '\\|')));
  const width = (text: string) => [...text].length;
  const widths = head.map((_, i) => Math.max(3, ...lines.map((row) => width(row[i] ?? ''))));
  const line = (row: string[]) => `| ${row.map((c, i) => c + ' '.repeat((widths[i] ?? 0) - width(c))).join(' | ')} |`;
  const [header = [], ...body] = lines;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

const byName = <T extends Described>(items: T[]) => [...items].sort((a, b) => a.name.localeCompare(b.name));

export function renderReference(manifest: CustomElementsManifest): string {
  const elements = [...customElementsOf(manifest)].sort((a, b) => a.tagName.localeCompare(b.tagName));
  const sections = elements.map((element) =>
    [
      `### \`<${element.tagName}>\``,
      '',
      element.description ?? '',
      '',
      table(
        ['attribute', 'type', 'meaning'],
        element.attributes.map((a) => [code(a.name), code(a.type?.text ?? 'string'), cell(a.description)]),
      ),
      '',
      `Events: ${element.events.map((event) => code(event.name)).join(', ')}. Parts: ${byName(element.cssParts)
        .map((part) => code(part.name))
        .join(', ')}.`,
    ].join('\n'),
  );
  const events = new Map(elements.flatMap((element) => element.events).map((event) => [event.name, event]));
  const properties = new Map(elements.flatMap((element) => element.cssProperties).map((p) => [p.name, p]));
  const parts = new Map(elements.flatMap((element) => element.cssParts).map((part) => [part.name, part]));
  const owners = (name: string) =>
    elements
      .filter((element) => element.cssParts.some((part) => part.name === name))
      .map((element) => element.tagName.replace('baobab-', ''))
      .join(', ');
  return [
    START,
    '',
    '## Reference',
    '',
    ...sections.flatMap((section) => [section, '']),
    '### Events',
    '',
    'CustomEvents, `bubbles` and `composed`: listen on the element or on `document`.',
    '',
    table(
      ['event', 'detail', 'when'],
      byName([...events.values()]).map((e) => [code(e.name), code(e.type?.text ?? ''), cell(e.description)]),
    ),
    '',
    '### CSS custom properties',
    '',
    'Set them on the element (or any ancestor); they cross the shadow boundary. Defaults of the `default` theme.',
    '',
    table(
      ['property', 'default', 'meaning'],
      byName([...properties.values()]).map((p) => [
        code(p.name),
        p.default ? code(p.default) : '',
        cell(p.description),
      ]),
    ),
    '',
    '### CSS parts',
    '',
    'Style them with `baobab-job-list::part(card) { … }`.',
    '',
    table(
      ['part', 'on', 'what'],
      byName([...parts.values()]).map((p) => [code(p.name), owners(p.name), cell(p.description)]),
    ),
    '',
    END,
  ].join('\n');
}

/** The document with its reference section replaced. */
export function withReference(doc: string, reference: string): string {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/embedding.md has lost its reference markers:\n${START}\n${END}`);
  return doc.slice(0, start) + reference + doc.slice(end + END.length);
}

// `tsx scripts/embedding-doc.ts [custom-elements.json]`: rewrites docs/embedding.md.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const manifestPath = process.argv[2] ?? fileURLToPath(new URL('../dist/custom-elements.json', import.meta.url));
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as CustomElementsManifest;
  writeFileSync(EMBEDDING_DOC, withReference(readFileSync(EMBEDDING_DOC, 'utf8'), renderReference(manifest)));
  console.log('docs/embedding.md: reference rewritten');
}
