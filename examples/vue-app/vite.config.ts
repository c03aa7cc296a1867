import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

/**
 * `<baobab-*>` tags are custom elements, not Vue components: the template compiler leaves them to
 * the browser. Relative asset paths: the same build runs at the root of `vite preview` and under
 * `/examples/vue-app/` on the board.
 */
export default defineConfig({
  base: './',
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('baobab-') } } })],
  build: { target: 'es2022' },
});
