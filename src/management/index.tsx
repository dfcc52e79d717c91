// Boot of the management site (/beheer/): the student app's design tokens and components, the
// management layout, and the router below /beheer. No store and no service worker: every page
// reads the server, and the site is never available offline.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ManagementApp } from './app/ManagementApp';
import '../common/styles/base.css';
import '../common/styles/components.css';
import '../common/styles/overlays.css';
import './management.css';

const container = document.getElementById('root');
if (!container) throw new Error('beheer/index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter basename="/beheer">
      <ManagementApp />
    </BrowserRouter>
  </StrictMode>,
);
