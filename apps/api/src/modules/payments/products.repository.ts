/** Queries of what the shop sells, as the console edits it: credit packages, the VIP plan, the token price. */
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appSettings, creditPackages, subscriptionPlans } from '../../db/schema/payments';
import { TOKEN_PRICE_SETTING } from './payments.repository';

export type CreditPackageRow = typeof creditPackages.$inferSelect;
export type SubscriptionPlanRow = typeof subscriptionPlans.$inferSelect;
type PackageValues = Pick<
  typeof creditPackages.$inferInsert,
  'credit' | 'amountPence' | 'discountedAmountPence'
>;
type PlanValues = Omit<typeof subscriptionPlans.$inferInsert, 'id' | 'active' | 'createdAt'>;

/** Every package, on sale or not, with how many completed orders bought it. */
export async function listPackagesWithSales(db: DbOrTx) {
  const sold = sql<number>`(
    SELECT count(*)::int FROM payment_orders po
    WHERE po.kind = 'credits' AND po.status = 'completed' AND po.item_id = "credit_packages"."id"
  )`;
  return db
    .select({ pack: creditPackages, sold })
    .from(creditPackages)
    .orderBy(asc(creditPackages.sortOrder), asc(creditPackages.credit), asc(creditPackages.id));
}

export async function insertPackage(db: DbOrTx, values: PackageValues & { active: boolean }) {
  const [row] = await db.insert(creditPackages).values(values).returning();
  return row!;
}

/** The package's row, locked until the transaction ends. */
export async function lockPackage(db: DbOrTx, id: number): Promise<CreditPackageRow | undefined> {
  const [row] = await db.select().from(creditPackages).where(eq(creditPackages.id, id)).for('update');
  return row;
}

export async function updatePackage(
  db: DbOrTx,
  id: number,
  values: PackageValues & { active: boolean; updatedAt: Date },
) {
  const [row] = await db.update(creditPackages).set(values).where(eq(creditPackages.id, id)).returning();
  return row!;
}

/** The plan on sale (the oldest active one), locked until the transaction ends. */
export async function lockOfferedPlan(db: DbOrTx): Promise<SubscriptionPlanRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.active, true))
    .orderBy(asc(subscriptionPlans.id))
    .limit(1)
    .for('update');
  return row;
}

export async function insertPlan(db: DbOrTx, values: PlanValues) {
  const [row] = await db.insert(subscriptionPlans).values(values).returning();
  return row!;
}

export async function updatePlan(db: DbOrTx, id: number, values: PlanValues) {
  const [row] = await db
    .update(subscriptionPlans)
    .set(values)
    .where(eq(subscriptionPlans.id, id))
    .returning();
  return row!;
}

export async function saveTokenPrice(db: DbOrTx, pence: number, now: Date): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key: TOKEN_PRICE_SETTING, value: String(pence) })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: String(pence), updatedAt: now } });
}
