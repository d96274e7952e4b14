/** The frame of the sign-in pages: a form card beside a short pitch (hidden on phones). */
import type { ReactNode } from 'react';
import { BrandLogo } from './brand-logo';
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
  return (
    <section className="auth-page">
      <div className="container">
        <div className="auth-page__frame">
          <div className="auth-page__pitch">
            <BrandLogo showWordmark={false} className="auth-page__mark" />
            <p className="auth-page__pitch-title">Compete. Win. Earn.</p>
            <ul className="auth-page__pitch-list">
              <li>220+ tournaments a year</li>
              <li>Monthly prize pools above £2000</li>
              <li>Over £24000 of prizes a year</li>
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
