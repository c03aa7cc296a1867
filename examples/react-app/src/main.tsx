import { loadLanguage } from '@baobab/widgets';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import './app.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// The components render in a language once its catalogue is in (one chunk per language).
await loadLanguage('fr');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
