// @vitest-environment node
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dependency, modules } from './chunk-groups';

const widgets = (path: string) => resolve(import.meta.dirname, '..', path);

describe('chunk groups', () => {
  it('fails on a name that no longer exists, naming the group', () => {
    expect(() => modules('lists', ['src/stores/renamed-away.ts'])).toThrow(/"lists".*renamed-away/);
    expect(() => modules('form-submit', ['@baobab/client/src/gone.ts'])).toThrow(/"form-submit"/);
  });

  it('holds the named files, every module of a named folder, less the exceptions', () => {
    const group = modules(
      'test',
      ['src/ui/format.ts', 'src/widgets/captcha'],
      ['src/widgets/captcha/altcha-guards.ts'],
    );
    expect(group.has(widgets('src/ui/format.ts'))).toBe(true);
    expect(group.has(`${widgets('src/widgets/captcha/load-altcha.ts')}?query`)).toBe(true);
    expect(group.has(widgets('src/widgets/captcha/altcha-guards.ts'))).toBe(false);
    expect(group.has(widgets('src/ui/formatted.ts'))).toBe(false);
    expect(modules('test', ['@baobab/core/src/schemas']).has(widgets('../core/src/schemas/alerts.ts'))).toBe(true);
  });

  it('finds a dependency where the package manager installed it', () => {
    const zod = createRequire(widgets('../core/package.json')).resolve('zod');
    expect(dependency('zod', '@baobab/core').has(zod)).toBe(true);
    expect(dependency('zod', '@baobab/core').has(widgets('src/ui/format.ts'))).toBe(false);
  });
});
