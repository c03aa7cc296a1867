import { defineConfig } from 'tsup';

// One ESM build with its types per entry (package.json's exports), for any runtime.
export default defineConfig({
  entry: ['src/index.ts', 'src/suggestions.ts', 'src/recruiter.ts', 'src/test-fetch.ts'],
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  dts: true,
  sourcemap: true,
  clean: true,
});
