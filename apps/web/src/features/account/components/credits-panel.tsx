/** Panel 4, Credits: the balance now; packages and history arrive with the payments issue. */
import type { User } from '@arena/shared/user';
import { AccountPanel } from '../../../components/account-panel';
import { StatTile } from './stat-tile';

export function CreditsPanel({ user }: { user: User }) {
  return (
    <AccountPanel title="Credits">
      <div className="stat-grid">
        <StatTile label="Credits balance" value={String(user.user_details?.credits ?? 0)} />
      </div>
      <p className="text-body-secondary mt-3 mb-0">
        Credits pay tournament entry fees. They are not convertible to cash and are refunded only if the
        administrator cancels a tournament.
      </p>
    </AccountPanel>
  );
}
