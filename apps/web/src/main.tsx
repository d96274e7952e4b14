import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { z } from 'zod';
import 'bootstrap/dist/css/bootstrap.min.css';
import './app/theme.css';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';

// The page's Content-Security-Policy allows no eval: without this, zod probes `new Function` on its first parse
// (to compile faster validators), which the browser reports as a CSP violation (Lighthouse's inspector-issues).
z.config({ jitless: true });

const router = createAppRouter();
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
