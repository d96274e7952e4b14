/** The frame of the sign-in pages: a form card beside a short pitch (hidden on phones). */
import type { ReactNode } from 'react';
import { BrandLogo } from './brand-logo';
import { useUiT } from './ui-i18n';
import './auth-layout.css';

export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useUiT();
  return (
    <section className="auth-page">
      <div className="container">
        <div className="auth-page__frame">
          <div className="auth-page__pitch">
            <BrandLogo showWordmark={false} className="auth-page__mark" />
            <p className="auth-page__pitch-title">{t('ui.authPitch.title')}</p>
            <ul className="auth-page__pitch-list">
              <li>{t('ui.authPitch.tournaments')}</li>
              <li>{t('ui.authPitch.monthly')}</li>
              <li>{t('ui.authPitch.yearly')}</li>
            </ul>
          </div>
          <div className="auth-page__card">
            <h1 className="auth-page__title">{title}</h1>
            {subtitle && <p className="auth-page__subtitle">{subtitle}</p>}
            {children}
            {footer && <div className="auth-page__footer">{footer}</div>}
          </div>
        </div>
      </div>
    </section>
  );
}
