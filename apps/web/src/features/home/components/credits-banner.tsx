/** The credits banner: Connect Wallet opens My Account on the Credits panel (menu 4). */
import { Link } from 'react-router';
import { ACCOUNT_MENU } from '@arena/shared/constants';
import { routes, type AccountNavigationState } from '../../../lib/routes';
import { useT } from '../../../lib/i18n/i18n-provider';
import '../home.css';
import './credits-banner.css';

const creditsMenu: AccountNavigationState = { menu: ACCOUNT_MENU.credits };

export function CreditsBanner() {
  const { t } = useT();
  return (
    <section className="credits-banner" aria-labelledby="credits-banner-title">
      <div className="container">
        <div className="credits-banner__card">
          <div>
            <p className="section-eyebrow mb-1">{t('home.credits.eyebrow')}</p>
            <h2 id="credits-banner-title" className="credits-banner__title">
              {t('home.credits.title')}
            </h2>
            <p className="credits-banner__text mb-0">{t('home.credits.text')}</p>
          </div>
          <Link
            to={routes.myProfile.href()}
            state={creditsMenu}
            className="btn btn-accent btn-lg credits-banner__cta"
          >
            {t('home.credits.cta')}
          </Link>
        </div>
      </div>
    </section>
  );
}
