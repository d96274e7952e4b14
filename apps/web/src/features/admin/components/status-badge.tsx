import './status-badge.css';
/** A coloured word for a state (tournament, withdrawal, player, message), readable without its colour. */
export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export function StatusBadge({ tone, children }: { tone: BadgeTone; children: string }) {
  return <span className={`admin-badge admin-badge--${tone}`}>{children}</span>;
}
