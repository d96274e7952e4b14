/** The product's social accounts as icon links that open in a new tab. */
import { useT } from '../lib/i18n/i18n-provider';
import { socialLinks } from '../lib/social-links';
import { SocialIcon } from './social-icon';
import './social-links-list.css';

export function SocialLinksList({
  className,
  withNames = false,
}: {
  className?: string;
  withNames?: boolean;
}) {
  const { t } = useT();
  return (
    <ul className={`social-links list-unstyled ${className ?? ''}`.trim()}>
      {socialLinks.map((link) => (
        <li key={link.name}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className="social-links__link"
            aria-label={withNames ? undefined : t('layout.social.link', { name: link.name })}
          >
            <SocialIcon name={link.icon} />
            {withNames && (
              <span>
                {link.name}
                <span className="visually-hidden"> {t('layout.newTab')}</span>
              </span>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
