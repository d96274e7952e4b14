/** Demo money: what is for sale (credit packages, the VIP plan, the token price) and a funded demo player. */
import type { Tx } from '../db/client';
import { applyLedgerChange } from '../modules/ledger/ledger.service';
import { TOKEN_PRICE_SETTING } from '../modules/payments/payments.service';
import { appSettings, creditPackages, subscriptionPlans } from '../db/schema/payments';

export const DEMO_CREDIT_PACKAGES = [
  { credit: 50, amountPence: 500, discountedAmountPence: null },
  { credit: 120, amountPence: 1200, discountedAmountPence: 1000 },
  { credit: 300, amountPence: 3000, discountedAmountPence: 2400 },
  { credit: 700, amountPence: 7000, discountedAmountPence: 5000 },
] as const;

export const DEMO_TOKEN_PRICE_PENCE = 250;

const VIP_FEATURES = `<ul>
<li>Entry to the monthly VIP elite tournament, with the biggest prize pool of the month</li>
<li>VIP tokens on sale: one token enters you in a VIP tournament</li>
<li>Lower withdrawal fee: 1% + £0.30 instead of 2% + £0.30</li>
<li>A VIP badge beside your name on brackets</li>
</ul>`;

const VIP_INSTRUCTION = `<p>Your VIP plan starts as soon as PayPal confirms the payment and lasts one month. It does <strong>not</strong> renew automatically: renew before it ends to keep your VIP entries.</p>
<p>Every player of a team needs an active VIP plan and one VIP token to enter a VIP tournament.</p>`;

export async function seedDemoMoney(tx: Tx, demoPlayerId: number): Promise<void> {
  await tx.insert(creditPackages).values(DEMO_CREDIT_PACKAGES.map((p, i) => ({ ...p, sortOrder: i })));
  await tx.insert(subscriptionPlans).values({
    name: 'VIP Elite',
    pricePence: 999,
    durationMonths: 1,
    features: VIP_FEATURES,
    instruction: VIP_INSTRUCTION,
  });
  await tx.insert(appSettings).values({ key: TOKEN_PRICE_SETTING, value: String(DEMO_TOKEN_PRICE_PENCE) });

  // Balances only ever come from the ledger, demo ones included.
  await applyLedgerChange(tx, {
    userId: demoPlayerId,
    asset: 'credits',
    delta: 300,
    reason: 'demo balance',
    reference: 'seed:demo-player:credits',
  });
  await applyLedgerChange(tx, {
    userId: demoPlayerId,
    asset: 'wallet',
    delta: 4250,
    reason: 'demo prize money',
    reference: 'seed:demo-player:wallet',
  });
}
