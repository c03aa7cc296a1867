import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));
/** What sits on top (docs/architecture.md, "Imports point one way"): the features, the tasks and backups they schedule, the assembly and the commands. */
const ABOVE_GROUND = ['features', 'tasks', 'backup', 'app.ts', 'services.ts', 'cli', 'cli.ts', 'seed'];
const isAbove = (path: string) => ABOVE_GROUND.some((top) => path === top || path.startsWith(`${top}/`));

/** Every source file of the ground: the server's modules that are not above it. */
const groundFiles = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((path) => /(?<!\.test)\.ts$/.test(path) && !isAbove(path))
  .sort();

/** The files of `src` a module imports (type imports too: the rule is about what it knows). */
const importsOf = (file: string) =>
  [...readFileSync(join(SRC, file), 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map(([, spec]) =>
    relative(SRC, resolve(SRC, dirname(file), spec as string)),
  );

describe('the server’s ground (http, db, catalogue, storage, mail, captcha…)', () => {
  it('is found', () => expect(groundFiles).toContain('http/endpoint.ts'));

  it.each(groundFiles)('%s imports no feature and not the assembly', (file) => {
    expect(importsOf(file).filter(isAbove)).toEqual([]);
  });
});

/** A feature's routes and the assembly say what to do; the SQL that does it sits in the feature's stores. */
const orchestrators = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((path) => /(^|\/)routes\.ts$/.test(path) || path === 'services.ts' || path === 'app.ts')
  .sort();
const SQL = /\b(select\s+[\w.*, ]+\s+from\s+\w+|insert\s+into\s+\w+|update\s+\w+\s+set|delete\s+from\s+\w+)/i;

describe('the routes and the assembly', () => {
  it('are found', () => expect(orchestrators).toContain('features/taxonomy/routes.ts'));

  it.each(orchestrators)('%s writes no SQL', (file) => {
    expect(readFileSync(join(SRC, file), 'utf8').match(SQL)?.[0]).toBeUndefined();
  });
});
