/** The frame of one console page: the document title, the page's h1, its actions and its content. */
import { useId, type ReactNode } from 'react';
import { useAdminT } from '../i18n';
import './admin-page.css';
import '../admin.css';

export function AdminPage({
  title,
  lead,
  actions,
  children,
}: {
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  const { t } = useAdminT();
  return (
    <section className="admin-page" aria-labelledby={headingId}>
      <title>{t('admin.page.documentTitle', { title })}</title>
      <div className="admin-page__header">
        <div>
          <h1 id={headingId} className="admin-page__title">
            {title}
          </h1>
          {lead && <p className="admin-page__lead">{lead}</p>}
        </div>
        {actions && <div className="admin-page__actions">{actions}</div>}
      </div>
      {children}
    </section>
  );
}

/** A titled block of a console page (a card with an h2). */
export function AdminSection({
  title,
  actions,
  children,
  className,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section className={`admin-section ${className ?? ''}`.trim()} aria-labelledby={headingId}>
      <div className="admin-section__header">
        <h2 id={headingId} className="admin-section__title">
          {title}
        </h2>
        {actions && <div className="admin-section__actions">{actions}</div>}
      </div>
      {children}
    </section>
  );
}
