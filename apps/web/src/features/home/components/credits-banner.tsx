/** The credits banner: Connect Wallet opens My Account on the Credits panel (menu 4). */
import { Link } from 'react-router';
import { ACCOUNT_MENU } from '@arena/shared/constants';
import { routes, type AccountNavigationState } from '../../../lib/routes';
import '../home.css';
import './credits-banner.css';

const creditsMenu: AccountNavigationState = { menu: ACCOUNT_MENU.credits };

export function CreditsBanner() {
  return (
    <section className="credits-banner" aria-labelledby="credits-banner-title">
      <div className="container">
        <div className="credits-banner__card">
          <div>
            <p className="section-eyebrow mb-1">Credits</p>
            <h2 id="credits-banner-title" className="credits-banner__title">
              Top up credits, enter any cup in one click
            </h2>
            <p className="credits-banner__text mb-0">
              Entry fees are paid in credits. Buy a pack with PayPal or card in GBP and your team is ready for
              the next bracket.
            </p>
          </div>
          <Link
            to={routes.myProfile.href()}
            state={creditsMenu}
            className="btn btn-accent btn-lg credits-banner__cta"
          >
            Connect Wallet
          </Link>
        </div>
      </div>
    </section>
  );
}
