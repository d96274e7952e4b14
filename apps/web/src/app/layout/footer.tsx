/** Footer of every page: home sections, social accounts, copyright and the legal pages. */
import { Link } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { HomeSectionLink } from '../../components/home-section-link';
import { SocialLinksList } from '../../components/social-links-list';
import { homeSections, routes } from '../../lib/routes';

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="row gy-4 align-items-start">
          <div className="col-12 col-lg-4">
            <BrandLogo />
            <p className="site-footer__tagline mt-3 mb-0">
              Weekly 1v1 to 4v4 tournaments and a monthly VIP elite cup for the EU scene.
            </p>
          </div>
          <nav className="col-12 col-md-8 col-lg-5" aria-label="Home sections">
            <ul className="site-footer__sections list-unstyled">
              {homeSections.map((section) => (
                <li key={section.id}>
                  <HomeSectionLink section={section.id}>{section.label}</HomeSectionLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="col-12 col-md-4 col-lg-3">
            <h2 className="site-footer__heading">Follow us</h2>
            <SocialLinksList />
          </div>
        </div>
        <div className="site-footer__bottom">
          <p className="mb-0">Copyright © 2024 Arena. All rights reserved.</p>
          <ul className="list-unstyled site-footer__legal">
            <li>
              <Link to={routes.privacyPolicy.href()}>Privacy Policy</Link>
            </li>
            <li>
              <Link to={routes.termsConditions.href()}>Terms &amp; Conditions</Link>
            </li>
            <li>
              <Link to={routes.accessibility.href()}>Accessibility</Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
