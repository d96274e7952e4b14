/**
 * Above the balance while a refunded purchase had already been spent: withdrawals are paused (the same words
 * as the server's refusal) and what is owed, so the player knows before asking for a withdrawal.
 */
import type { Shortfall } from '@arena/shared/payments';
import type { Translator } from '../../../lib/i18n/translator';
import { useMyShortfalls } from '../api/get-my-shortfalls';
import { useWalletT } from '../i18n';

/** An amount of each asset in words, by literal key (the catalogue test finds every key in the source). */
const ASSET_KEYS: Record<Shortfall['asset'], string> = {
  credits: 'wallet.shortfall.credits',
  tokens: 'wallet.shortfall.tokens',
  vip_days: 'wallet.shortfall.vipDays',
};

/**
 * "70 credits and 3 VIP days": the open shortfalls added up per asset, in the shown language (its plural forms
 * and its list's "and"; English as en-GB, without a comma before "and").
 */
export function owedText(shortfalls: Shortfall[], { t, locale }: Pick<Translator, 't' | 'locale'>): string {
  const totals = new Map<Shortfall['asset'], number>();
  for (const s of shortfalls) totals.set(s.asset, (totals.get(s.asset) ?? 0) + s.amount);
  const parts = [...totals].map(([asset, n]) => t(ASSET_KEYS[asset], { n }));
  return new Intl.ListFormat(locale === 'en' ? 'en-GB' : locale, { type: 'conjunction' }).format(parts);
}

export function ShortfallNotice({ userId }: { userId: number }) {
  const shortfalls = useMyShortfalls(userId).data ?? [];
  const translator = useWalletT();
  const { t, tRich } = translator;
  if (shortfalls.length === 0) return null;
  return (
    <div className="alert alert-warning wallet-shortfall" role="status">
      <p className="mb-1">{t('wallet.shortfall.blocks')}</p>
      <p className="mb-0">
        {tRich('wallet.shortfall.owed', {
          owed: owedText(shortfalls, translator),
          b: (chunks) => <strong>{chunks}</strong>,
        })}
      </p>
    </div>
  );
}
