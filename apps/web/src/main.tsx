import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/global.css';
import './app/antd-render';
import './app/i18n';
import { App } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
