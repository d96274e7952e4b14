/** The banner at the top of every inner page. */
import type { ReactNode } from 'react';
import './page-banner.css';

export function PageBanner({
  title,
  subtitle,
  eyebrow,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  eyebrow?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="page-banner">
      <div className="container">
        {eyebrow && <p className="page-banner__eyebrow">{eyebrow}</p>}
        <h1 className="page-banner__title">{title}</h1>
        {subtitle && <p className="page-banner__subtitle">{subtitle}</p>}
        {children && <div className="page-banner__actions">{children}</div>}
      </div>
    </section>
  );
}
