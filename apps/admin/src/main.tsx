import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/global.css';
import { ConsoleApp, createConsole } from './app/console';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <ConsoleApp {...createConsole()} />
  </StrictMode>,
);
