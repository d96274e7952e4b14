/** What a list shows when it has nothing: the spec's 'Nothing to show , Right Now !!! ' by default. */
import type { ReactNode } from 'react';
import './empty-state.css';

export const NOTHING_TO_SHOW = 'Nothing to show , Right Now !!! ';

export function EmptyState({
  children = NOTHING_TO_SHOW,
  action,
}: {
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="empty-state">
      <p className="empty-state__text">{children}</p>
      {action}
    </div>
  );
}
