import { defineConfig } from 'tsup';

// The type declarations only: vite.lib.config.ts builds the code of the same entries.
export default defineConfig({
  entry: ['src/index.ts', 'src/elements/index.ts', 'src/styles/index.ts', 'src/server/index.ts'],
  format: 'esm',
  dts: { only: true },
  outDir: 'dist/types',
  tsconfig: 'tsconfig.build.json',
  clean: true,
});
