/**
 * Above the balance while a refunded purchase had already been spent: withdrawals are paused (the same words
 * as the server's refusal) and what is owed, so the player knows before asking for a withdrawal.
 */
import { assetAmountText, type Shortfall } from '@arena/shared/payments';
import { useMyShortfalls } from '../api/get-my-shortfalls';
import { useWalletT } from '../i18n';

/** "70 credits and 3 VIP days": the open shortfalls added up per asset. */
export function owedText(shortfalls: Shortfall[]): string {
  const totals = new Map<Shortfall['asset'], number>();
  for (const s of shortfalls) totals.set(s.asset, (totals.get(s.asset) ?? 0) + s.amount);
  const parts = [...totals].map(([asset, n]) => assetAmountText(asset, n));
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
}

export function ShortfallNotice({ userId }: { userId: number }) {
  const shortfalls = useMyShortfalls(userId).data ?? [];
  const { t, tRich } = useWalletT();
  if (shortfalls.length === 0) return null;
  return (
    <div className="alert alert-warning wallet-shortfall" role="status">
      <p className="mb-1">{t('wallet.shortfall.blocks')}</p>
      <p className="mb-0">
        {tRich('wallet.shortfall.owed', {
          owed: owedText(shortfalls),
          b: (chunks) => <strong>{chunks}</strong>,
        })}
      </p>
    </div>
  );
}
