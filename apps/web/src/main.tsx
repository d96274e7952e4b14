// First: zod must not probe eval, which the page's Content-Security-Policy forbids.
import './lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import 'bootstrap/dist/css/bootstrap.min.css';
import './app/theme.css';
import { prefetchFirstPage } from './app/first-page-data';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { nextTask } from './lib/next-task';

/**
 * Each step of the start in a task of its own (decision 0034): loading this script's modules, then the router (it
 * matches the address against the route table and starts the page's chunk), then the first render. In one
 * task they took 100 to 150 ms of a phone's main thread, all of it blocking. Not a top-level await: the build
 * then splits the first script into many more files.
 */
async function start() {
  const queryClient = createQueryClient();
  // The opened page's data is asked for now, while its code is still on the way.
  prefetchFirstPage(queryClient, window.location.hash);
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');

  const root = createRoot(container);
  // The first render as a transition: React yields to the browser every few milliseconds instead of holding
  // the main thread in one long task, while the boot shell (index.html) stays on screen (decision 0034: a phone's
  // total blocking time).
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

void start();
