import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Relative asset paths: the same build runs at the root of `vite preview` and under
 * `/examples/react-app/` on the board.
 */
export default defineConfig({
  base: './',
  plugins: [react()],
  build: { target: 'es2022' },
});
