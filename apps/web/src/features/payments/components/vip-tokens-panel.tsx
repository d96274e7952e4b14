/**
 * Panel 9, VIP Tokens: the tokens available, what they are for and their price; Buy Tokens for VIP
 * subscribers, 'You are not a VIP subscriber' and Upgrade Now for the others; the Tokens History.
 */
import { useState } from 'react';
import type { User } from '@arena/shared/user';
import { AccountPanel } from '../../../components/account-panel';
import { StatTile } from '../../../components/stat-tile';
import { formatPounds } from '../../../lib/format';
import { useTokenPrice } from '../api/get-token-price';
import { BuyTokensDialog } from './buy-tokens-dialog';
import { TokensHistory } from './tokens-history';
import './vip-tokens-panel.css';
import { usePaymentsT } from '../i18n';

export function VipTokensPanel({
  user,
  onUserChange,
  onUpgrade,
}: {
  user: User;
  onUserChange: (user: User) => void;
  /** Upgrade Now: opens the VIP Subscription panel (menu 5). */
  onUpgrade: () => void;
}) {
  const price = useTokenPrice(user.id);
  const [buying, setBuying] = useState(false);
  const subscriber = (user.user_details?.subscription ?? 0) !== 0;
  const { t } = usePaymentsT();

  return (
    <AccountPanel
      title="VIP Tokens"
      actions={
        subscriber && (
          <button type="button" className="btn btn-primary" onClick={() => setBuying(true)}>
            {t('payments.tokens.buy')}
          </button>
        )
      }
    >
      <div className="stat-grid">
        <StatTile label={t('payments.tokens.available')} value={String(user.user_details?.token ?? 0)} />
      </div>
      <ul className="panel-notes">
        <li>
          {t('payments.tokens.price', {
            price: price.data !== undefined ? formatPounds(price.data) : price.isPending ? '…' : '-',
          })}
        </li>
        <li>{t('payments.tokens.onlyVip')}</li>
        <li>{t('payments.tokens.everyMember')}</li>
      </ul>
      {!subscriber && (
        <div className="vip-callout">
          <p className="vip-callout__text">{t('payments.tokens.notVip')}</p>
          <button type="button" className="btn btn-primary" onClick={onUpgrade}>
            {t('payments.tokens.upgrade')}
          </button>
        </div>
      )}
      <TokensHistory userId={user.id} />
      {subscriber && (
        <BuyTokensDialog
          show={buying}
          price={price.data}
          onUserChange={onUserChange}
          onClose={() => setBuying(false)}
        />
      )}
    </AccountPanel>
  );
}
