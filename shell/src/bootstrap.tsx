import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadRemoteModule } from './features/remotes/remote-registry';
import './index.css';

// The landing page is a remote: start fetching it before React's first render.
if (window.location.pathname === '/') void loadRemoteModule('marketing/Landing').catch(() => undefined);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
