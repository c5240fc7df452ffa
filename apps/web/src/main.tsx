import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/global.css';
import { App } from './app/app';
import { i18nReady } from './lib/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
void i18nReady.then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
