import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/cli.ts'],
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // The workspace's own TypeScript packages are bundled; npm dependencies stay external.
  noExternal: [/^@baobab\//],
  clean: true,
  sourcemap: true,
});
