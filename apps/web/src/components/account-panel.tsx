/** The frame of one My Account panel: its heading and content. */
import type { ReactNode } from 'react';
import './account-panel.css';

export function AccountPanel({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section id="account-panel" className="account-panel" aria-labelledby="account-panel-title">
      <div className="account-panel__header">
        <h2 id="account-panel-title" className="account-panel__title">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
