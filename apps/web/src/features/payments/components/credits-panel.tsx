/** Panel 4, Credits: the balance, what credits are for, Buy Credits and the Credits History. */
import { useState } from 'react';
import type { User } from '@arena/shared/user';
import { AccountPanel } from '../../../components/account-panel';
import { StatTile } from '../../../components/stat-tile';
import { BuyCreditsDialog } from './buy-credits-dialog';
import { CreditsHistory } from './credits-history';
import { usePaymentsT } from '../i18n';

export function CreditsPanel({ user, onUserChange }: { user: User; onUserChange: (user: User) => void }) {
  const { t } = usePaymentsT();
  const [buying, setBuying] = useState(false);
  return (
    <AccountPanel
      title="Credits"
      actions={
        <button type="button" className="btn btn-primary" onClick={() => setBuying(true)}>
          {t('payments.buyCredits')}
        </button>
      }
    >
      <div className="stat-grid">
        <StatTile label={t('payments.creditBalance')} value={String(user.user_details?.credits ?? 0)} />
      </div>
      <ul className="panel-notes">
        <li>{t('payments.note.entryFees')}</li>
        <li>{t('payments.note.noCash')}</li>
        <li>{t('payments.note.refunds')}</li>
        <li>{t('payments.note.gbp')}</li>
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
