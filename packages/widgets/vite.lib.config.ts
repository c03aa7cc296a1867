import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };

// Peers too: the server entry imports react-dom/server, which the partner's server installs.
const dependencies = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];
const isDependency = (id: string) => dependencies.some((name) => id === name || id.startsWith(`${name}/`));

/** The npm build: ESM for bundlers, dependencies left to the consumer (React, i18next, our client…). */
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/npm',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    target: 'es2022',
    lib: {
      entry: {
        index: 'src/index.ts',
        elements: 'src/elements/index.ts',
        styles: 'src/styles/index.ts',
        'auth-modal': 'src/widgets/auth-modal/index.ts',
        // Node only: the partner's server renders the job list and job pages with it.
        server: 'src/server/index.ts',
      },
      formats: ['es'],
    },
    rolldownOptions: { external: isDependency },
  },
});
