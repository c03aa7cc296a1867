import { configure } from '@baobab/widgets/elements';
import { createApp } from 'vue';
import App from './App.vue';
import { API_BASE } from './api-base';
import './app.css';

// The import above registers the <baobab-*> elements before Vue renders, so Vue finds their
// properties (`slug`, `colorMode`…) on them and sets those rather than attributes.
configure({ apiBase: API_BASE });
createApp(App).mount('#app');
