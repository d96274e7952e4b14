/** Top bar, main landmark and footer around a page. */
import type { MouseEvent, ReactNode } from 'react';
import { useT } from '../../lib/i18n/i18n-provider';
import { Footer } from './footer';
import { TopBar } from './top-bar';

export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useT();
  return (
    <div className="app-shell">
      <a href="#main-content" className="skip-link" onClick={skipToContent}>
        {t('layout.skipToContent')}
      </a>
      <TopBar />
      <main id="main-content" className="app-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}

/** The URL hash is the route, so the skip link moves focus instead of changing the hash. */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById('main-content')?.focus();
}
