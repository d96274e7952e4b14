/** Footer of every page: home sections, social accounts, copyright and the legal pages. */
import { Link } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { LanguageSelect } from '../../components/language-select';
import { HomeSectionLink } from '../../components/home-section-link';
import { SocialLinksList } from '../../components/social-links-list';
import { useT } from '../../lib/i18n/i18n-provider';
import { homeSections, routes } from '../../lib/routes';

export function Footer() {
  const { t } = useT();
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="row gy-4 align-items-start">
          <div className="col-12 col-lg-4">
            <BrandLogo />
            <p className="site-footer__tagline mt-3 mb-0">{t('layout.footer.tagline')}</p>
          </div>
          <nav className="col-12 col-md-8 col-lg-5" aria-label={t('layout.footer.homeSections')}>
            <ul className="site-footer__sections list-unstyled">
              {homeSections.map((section) => (
                <li key={section.id}>
                  <HomeSectionLink section={section.id}>{section.label}</HomeSectionLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="col-12 col-md-4 col-lg-3">
            <h2 className="site-footer__heading">{t('layout.footer.followUs')}</h2>
            <SocialLinksList />
            <LanguageSelect className="d-inline-block mt-3" />
          </div>
        </div>
        <div className="site-footer__bottom">
          <p className="mb-0">{t('layout.footer.copyright')}</p>
          <ul className="list-unstyled site-footer__legal">
            <li>
              <Link to={routes.privacyPolicy.href()}>{t('layout.footer.privacyPolicy')}</Link>
            </li>
            <li>
              <Link to={routes.termsConditions.href()}>{t('layout.footer.terms')}</Link>
            </li>
            <li>
              <Link to={routes.accessibility.href()}>{t('layout.footer.accessibility')}</Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
