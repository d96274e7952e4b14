/** Contact: the product's social accounts and the contact form. */
import { Link } from 'react-router';
import { SocialLinksList } from '../../../components/social-links-list';
import { routes } from '../../../lib/routes';
import '../home.css';
import './contact-section.css';
import { useT } from '../../../lib/i18n/i18n-provider';

export function ContactSection() {
  const { t } = useT();
  return (
    <section id="contact-us" className="home-section home-section--alt" aria-labelledby="contact-title">
      <div className="container">
        <div className="contact-card">
          <div>
            <p className="section-eyebrow">{t('home.contact.eyebrow')}</p>
            <h2 id="contact-title" className="section-title">
              {t('home.contact.title')}
            </h2>
            <p className="mb-0">{t('home.contact.text')}</p>
          </div>
          <div className="contact-card__links">
            <SocialLinksList withNames className="social-links--large" />
            <Link to={routes.contactUs.href()} className="btn btn-outline-light">
              {t('home.contact.send')}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
