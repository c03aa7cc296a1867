import { defineConfig, type Options } from 'tsup';
import core from '../core/tsup.config.ts';

// Built as core is (ESM with its types, for any runtime), one file per entry of package.json's exports.
export default defineConfig({
  ...(core as Options),
  entry: ['src/index.ts', 'src/suggestions.ts', 'src/recruiter.ts', 'src/test-fetch.ts'],
});
