/** Panel 4, Credits: the balance, what credits are for, Buy Credits and the Credits History. */
import { useState } from 'react';
import type { User } from '@arena/shared/user';
import { AccountPanel } from '../../../components/account-panel';
import { StatTile } from '../../../components/stat-tile';
import { BuyCreditsDialog } from './buy-credits-dialog';
import { CreditsHistory } from './credits-history';

export function CreditsPanel({ user, onUserChange }: { user: User; onUserChange: (user: User) => void }) {
  const [buying, setBuying] = useState(false);
  return (
    <AccountPanel
      title="Credits"
      actions={
        <button type="button" className="btn btn-primary" onClick={() => setBuying(true)}>
          Buy Credits
        </button>
      }
    >
      <div className="stat-grid">
        <StatTile label="Credit Balance" value={String(user.user_details?.credits ?? 0)} />
      </div>
      <ul className="panel-notes">
        <li>Credits pay the entry fees of tournaments, and nothing else.</li>
        <li>Credits are not convertible to cash.</li>
        <li>Credits are refunded only if the administrator cancels a tournament.</li>
        <li>Credits are bought in GBP (£) with PayPal; purchases are non-refundable.</li>
      </ul>
      <CreditsHistory userId={user.id} />
      <BuyCreditsDialog
        show={buying}
        userId={user.id}
        onUserChange={onUserChange}
        onClose={() => setBuying(false)}
      />
    </AccountPanel>
  );
}
