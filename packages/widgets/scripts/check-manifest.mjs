#!/usr/bin/env node
// Checks a generated custom-elements.json against the sources: one declaration per element folder
// (src/elements/baobab-*), every common attribute typed and described on each, `baobab:ready` on
// each, every `--baobab-*` token, a `root` part. Run by `pnpm manifest` and `pnpm build` after
// `cem analyze`; exits non-zero on a problem.
//   node scripts/check-manifest.mjs [path/to/custom-elements.json]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Every custom-element declaration of a manifest. */
export function elementsOf(manifest) {
  return manifest.modules.flatMap((module) => module.declarations ?? []).filter((d) => d.customElement);
}

/** Problems (blocking) and notes (informative) about `manifest`, checked against the package sources. */
export function checkManifest(manifest, root = ROOT) {
  const problems = [];
  const notes = [];
  const read = (path) => readFileSync(join(root, path), 'utf8');
  const tags = readdirSync(join(root, 'src/elements'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('baobab-'))
    .map((entry) => entry.name)
    .sort();
  const common = [
    ...read('src/elements/widget-element.ts')
      .match(/COMMON_ATTRIBUTES = \{([\s\S]*?)\n\};/)[1]
      .matchAll(/^\s+'?([a-z-]+)'?: optional/gm),
  ].map((match) => match[1]);
  const tokenBlocks = [...read('src/styles/tokens.ts').matchAll(/const \w+_TOKENS = \{([\s\S]*?)\n\};/g)].map(
    (m) => m[1],
  );
  const tokens = [
    ...new Set(tokenBlocks.flatMap((block) => [...block.matchAll(/^\s+'?([a-z-]+)'?: /gm)].map((m) => m[1]))),
  ];
  if (tokens.length === 0) problems.push('no token found in src/styles/tokens.ts');
  const mapEvents = [...read('src/runtime/events.ts').matchAll(/'(baobab:[a-z-]+)':/g)].map((m) => m[1]);

  const elements = elementsOf(manifest);
  const declared = elements.map((element) => element.tagName).sort();
  if (declared.join() !== tags.join())
    problems.push(`elements: expected ${tags.join(', ')}; got ${declared.join(', ')}`);

  for (const element of elements) {
    const at = (message) => problems.push(`${element.tagName}: ${message}`);
    const attributes = new Map((element.attributes ?? []).map((attribute) => [attribute.name, attribute]));
    for (const name of common) if (!attributes.has(name)) at(`missing common attribute "${name}"`);
    for (const attribute of attributes.values()) {
      if (!attribute.type?.text) at(`attribute "${attribute.name}" has no type`);
      if (!attribute.description) at(`attribute "${attribute.name}" has no description`);
    }
    const events = (element.events ?? []).map((event) => event.name);
    if (!events.includes('baobab:ready')) at('does not list baobab:ready');
    for (const event of events) if (!mapEvents.includes(event)) at(`event "${event}" is not in BaobabEventMap`);
    const properties = (element.cssProperties ?? []).map((property) => property.name);
    for (const token of tokens.map((key) => `--baobab-${key}`))
      if (!properties.includes(token)) at(`missing CSS property ${token}`);
    const parts = (element.cssParts ?? []).map((part) => part.name);
    if (!parts.includes('root')) at('missing CSS part "root"');
  }

  const fired = new Set(elements.flatMap((element) => (element.events ?? []).map((event) => event.name)));
  for (const event of mapEvents)
    if (!fired.has(event)) notes.push(`${event} is in BaobabEventMap but no element emits it`);
  return { problems, notes, elements };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const path = process.argv[2] ?? join(ROOT, 'dist/custom-elements.json');
  const { problems, notes, elements } = checkManifest(JSON.parse(readFileSync(path, 'utf8')));
  for (const note of notes) console.warn(`note: ${note}`);
  if (problems.length > 0) {
    for (const problem of problems) console.error(`custom-elements.json: ${problem}`);
    process.exit(1);
  }
  const count = (list) => new Set(elements.flatMap(list)).size;
  console.log(
    `custom-elements.json: ${elements.length} elements, ${count((e) => e.attributes.map((a) => a.name))} attributes, ` +
      `${count((e) => e.events.map((v) => v.name))} events, ${count((e) => e.cssProperties.map((p) => p.name))} CSS properties, ` +
      `${count((e) => e.cssParts.map((p) => p.name))} parts`,
  );
}
