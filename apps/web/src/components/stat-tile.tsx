/** A labelled figure on an account panel (balance, count, status). */
import type { ReactNode } from 'react';
import './stat-tile.css';

export function StatTile({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="stat-tile">
      <p className="stat-tile__label">{label}</p>
      <p className="stat-tile__value text-break">{value}</p>
    </div>
  );
}
