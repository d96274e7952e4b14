/** Contact: the product's social accounts and the contact form. */
import { Link } from 'react-router';
import { SocialLinksList } from '../../../components/social-links-list';
import { routes } from '../../../lib/routes';
import '../home.css';
import './contact-section.css';

export function ContactSection() {
  return (
    <section id="contact-us" className="home-section home-section--alt" aria-labelledby="contact-title">
      <div className="container">
        <div className="contact-card">
          <div>
            <p className="section-eyebrow">Contact us</p>
            <h2 id="contact-title" className="section-title">
              Join the community
            </h2>
            <p className="mb-0">
              Follow the brackets live, find teammates, or ask us to host your own tournament.
            </p>
          </div>
          <div className="contact-card__links">
            <SocialLinksList withNames className="social-links--large" />
            <Link to={routes.contactUs.href()} className="btn btn-outline-light">
              Send us a message
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
