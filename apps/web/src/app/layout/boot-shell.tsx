/**
 * What a visitor sees while the app starts: the brand bar and a spinner. index.html holds the same markup
 * as static HTML inside #root (a test keeps the two equal), so the first paint needs only the page and its
 * stylesheet, not the app's script (decision 0020: first contentful paint on a phone). React then renders this same
 * shell as the router's fallback until the opened page's code is in, so nothing flashes in between. The static copy is
 * English; React's says the same in the page's language.
 */
import { BrandLogo } from '../../components/brand-logo';
import { PageLoader } from '../../components/page-loader';
import { useT } from '../../lib/i18n/i18n-provider';

export function BootShell() {
  const { t } = useT();
  return (
    <div className="app-shell">
      <header className="top-bar">
        <nav className="navbar py-2" aria-label={t('layout.nav.main')}>
          <div className="container">
            <a className="navbar-brand" href="#/" aria-label={t('layout.brandHome')}>
              <BrandLogo gradientId="arena-boot-mark" />
            </a>
          </div>
        </nav>
      </header>
      <main id="main-content" className="app-main">
        <PageLoader />
      </main>
    </div>
  );
}
