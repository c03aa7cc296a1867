/**
 * Where the Baobab API is: the board that serves this build (same origin, `/examples/vue-app/`),
 * or `VITE_BAOBAB_API` (e.g. `http://localhost:3000` under `vite dev` on :5173, an origin the demo
 * data registers for teranga-digital).
 */
export const API_BASE: string = import.meta.env.VITE_BAOBAB_API ?? '';
