/**
 * What a list shows when it has nothing: by default the spec's 'Nothing to show , Right Now !!! ' (ui.nothingToShow,
 * English exactly so, a plain sentence in the other languages).
 */
import type { ReactNode } from 'react';
import { useUiT } from './ui-i18n';
import './empty-state.css';

export function EmptyState({ children, action }: { children?: ReactNode; action?: ReactNode }) {
  const { t } = useUiT();
  return (
    <div className="empty-state">
      <p className="empty-state__text">{children ?? t('ui.nothingToShow')}</p>
      {action}
    </div>
  );
}
