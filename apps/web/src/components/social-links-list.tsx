/** The product's social accounts as icon links that open in a new tab. */
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
  return (
    <ul className={`social-links list-unstyled ${className ?? ''}`.trim()}>
      {socialLinks.map((link) => (
        <li key={link.name}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className="social-links__link"
            aria-label={withNames ? undefined : `Arena on ${link.name} (opens in a new tab)`}
          >
            <SocialIcon name={link.icon} />
            {withNames && (
              <span>
                {link.name}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </span>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
