import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './app/global.css';
import { App } from './app/app';
import { prepareServedPage } from './app/served-page';
import i18n, { i18nReady } from './lib/i18n';
import { createQueryClient } from './lib/query-client';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const queryClient = createQueryClient();
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);
void i18nReady
  .then(() => prepareServedPage(queryClient, i18n.language))
  .then((served) => {
    if (served) {
      hydrateRoot(root, app);
      return;
    }
    root.replaceChildren();
    createRoot(root).render(app);
  });
