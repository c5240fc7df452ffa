import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './app/global.css';
import { App } from './app/app';
import { prepareServedPage } from './app/served-page';
import i18n, { i18nReady } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { sessionImClient } from './lib/session-im-client';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const queryClient = createQueryClient();
const app = (
  <StrictMode>
    <App queryClient={queryClient} makeImClient={sessionImClient} />
  </StrictMode>
);

/** Resolves after the browser has painted once more: the server's markup shows before hydration takes the thread. */
const afterNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

void i18nReady
  .then(() => prepareServedPage(queryClient, i18n.language))
  .then(async (served) => {
    if (!served) {
      root.replaceChildren();
      createRoot(root).render(app);
      return;
    }
    await afterNextPaint();
    // As a transition, hydration yields to the browser between components instead of holding it in one long task.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  });
