import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WIDGET_STYLES } from '../styles';
import { defineElements, ELEMENTS } from './registry';
import type { MountWidget } from './widget-element';

// A widget is registered by its entry in registry.ts (tag, attributes, mount), its element folder
// (`baobab-<name>/mount.tsx`) and its styles (`widgets/<name>/styles.ts`); the typings, the styles
// map, the size budget and the manifest follow from those. These fail when one of them is missing.
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
    '%s: its entry loads the mount of its own folder',
    async (folder) => {
      defineElements();
      // Its protected loader, called without connecting it (nothing mounts).
      const element = document.createElement(folder) as unknown as { loadMount(): Promise<MountWidget> };
      const { mount } = await import(`./${folder}/mount.tsx`);
      expect(typeof mount).toBe('function');
      expect(await element.loadMount()).toBe(mount);
      // The first mount imported brings the whole runtime in: seconds on a loaded machine.
    },
    30_000,
  );

  it('gives the styles map one entry per widget, named as its tag', () => {
    expect(Object.keys(WIDGET_STYLES).sort()).toEqual(names);
    for (const css of Object.values(WIDGET_STYLES)) expect(css.length).toBeGreaterThan(0);
  });
});
