import { defineConfig } from 'tsup';

// One ESM build with its types, for any runtime (browser, Node, workers): the whole public API is src/index.ts.
export default defineConfig({
  entry: ['src/index.ts'],
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  dts: true,
  sourcemap: true,
  clean: true,
});
