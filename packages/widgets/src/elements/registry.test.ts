import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WIDGET_STYLES } from '../styles';
import { ELEMENTS } from './registry';

// A widget is registered by its element folder (`baobab-<name>/element.ts` and `mount.tsx`), its
// styles (`widgets/<name>/styles.ts`) and one line in registry.ts; the typings, the styles map, the
// size budget and the manifest follow from those. These fail when one of them is missing.
const folders = readdirSync(import.meta.dirname, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name.startsWith('baobab-'))
  .map((entry) => entry.name)
  .sort();
const tags = ELEMENTS.map((definition) => definition.tag);
const names = tags.map((tag) => tag.slice('baobab-'.length)).sort();

describe('widget registry', () => {
  it('lists each element folder once, and only those', () => {
    expect([...tags].sort()).toEqual(folders);
    expect(new Set(tags).size).toBe(tags.length);
  });

  it.each(folders)(
    '%s: its element.ts defines it, its mount.tsx mounts it',
    async (folder) => {
      const definitions = Object.values(await import(`./${folder}/element.ts`));
      expect(definitions).toHaveLength(1);
      expect(ELEMENTS).toContain(definitions[0]);
      expect((definitions[0] as (typeof ELEMENTS)[number]).tag).toBe(folder);
      expect(typeof (await import(`./${folder}/mount.tsx`)).mount).toBe('function');
      // The first mount imported brings the whole runtime in: seconds on a loaded machine.
    },
    30_000,
  );

  it('gives the styles map one entry per widget, named as its tag', () => {
    expect(Object.keys(WIDGET_STYLES).sort()).toEqual(names);
    for (const css of Object.values(WIDGET_STYLES)) expect(css.length).toBeGreaterThan(0);
  });
});
