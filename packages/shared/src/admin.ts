/** The organiser console's shared contract (decision 0011): what the admin API answers and accepts. */
import { z } from 'zod';
import { paginationQuery } from './catalogue';
import { poundsInput } from './money';

export const auditEntrySchema = z.object({
  id: z.number().int(),
  admin_id: z.number().int(),
  admin_name: z.string(),
  /** Set when an organiser's API key acted (decision 0059); `admin_id` is then the admin who made the key. */
  api_key: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Who to show: the admin's name, or `api-key:<id> (<name>)`. */
  actor: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuery = z.object({
  page: paginationQuery.page,
  per_page: paginationQuery.per_page,
  action: z.string().trim().max(60).optional(),
  target_type: z.string().trim().max(40).optional(),
  target_id: z.string().trim().max(40).optional(),
});

const reason = z
  .string({ error: (i) => (i.input == null ? 'A reason is required' : 'The reason must be text') })
  .trim()
  .min(3, { error: 'A reason is required (at least 3 characters)' })
  .max(300, { error: 'The reason cannot exceed 300 characters' });

export const ledgerAssets = ['credits', 'tokens', 'wallet'] as const;

export const adminPlayerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  player_id: z.string(),
  role: z.enum(['player', 'admin']),
  banned_at: z.string().nullable(),
  credits: z.number().int(),
  tokens: z.number().int(),
  /** Pounds. */
  wallet: z.number(),
  paypal_email: z.string().nullable(),
  vip_expires_at: z.string().nullable(),
  created_at: z.string(),
  /** Whether the player signs in with a second factor (decision 0049). */
  two_factor: z.boolean(),
  /** When the login e-mail was verified (decision 0054); null while it is not. */
  email_verified_at: z.string().nullable(),
  /** When the player deleted the account (decision 0052); null while it exists. */
  deleted_at: z.string().nullable(),
  /** Age and country (decision 0055): YYYY-MM-DD, whole years, ISO 3166 alpha-2; null until the player gives them. */
  date_of_birth: z.string().nullable(),
  age: z.number().int().nullable(),
  residence_country: z.string().nullable(),
  /** The player gave a date of birth under 18: every paid action is refused to them. */
  under_18: z.boolean(),
});
export type AdminPlayer = z.infer<typeof adminPlayerSchema>;

export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  asset: z.enum(ledgerAssets),
  /** Credits or tokens; pounds for the wallet. */
  delta: z.number(),
  balance_after: z.number(),
  reason: z.string(),
  reference: z.string(),
  created_by: z.number().int().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const playersQuery = z.object({
  page: paginationQuery.page,
  per_page: paginationQuery.per_page,
  search: paginationQuery.search,
});

export const playerLedgerQuery = z.object({
  page: paginationQuery.page,
  per_page: paginationQuery.per_page,
});

export const banBody = z.object({ reason });

/** A correction of a balance: whole credits or tokens, or pounds with at most 2 decimals for the wallet. */
export const adjustBalanceBody = z
  .object({
    asset: z.enum(ledgerAssets, { error: 'asset must be one of: credits, tokens, wallet' }),
    delta: z
      .number({ error: 'The amount must be a number' })
      .refine((v) => v !== 0, { error: 'The amount cannot be 0' })
      .refine((v) => Math.abs(v) <= 1_000_000, { error: 'The amount cannot exceed 1,000,000' }),
    reason,
  })
  .superRefine((body, ctx) => {
    const whole =
      body.asset === 'wallet'
        ? Number.isInteger(Math.round(body.delta * 100 * 1e6) / 1e6)
        : Number.isInteger(body.delta);
    if (!whole) {
      ctx.addIssue({
        code: 'custom',
        path: ['delta'],
        message:
          body.asset === 'wallet'
            ? 'A wallet amount has at most 2 decimals'
            : 'Credits and tokens are whole numbers',
      });
    }
  });
export type AdjustBalanceInput = z.input<typeof adjustBalanceBody>;

export const roleBody = z.object({
  role: z.enum(['player', 'admin'], { error: 'role must be player or admin' }),
});

export const creditPackageBody = z
  .object({
    credit: z
      .number({ error: 'Credits must be a number' })
      .int({ error: 'Credits must be a whole number' })
      .min(1, { error: 'Credits must be at least 1' })
      .max(1_000_000, { error: 'Credits cannot exceed 1,000,000' }),
    amount: poundsInput('The price'),
    discounted_amount: poundsInput('The discounted price').nullish(),
    active: z.boolean().optional(),
  })
  .refine((p) => p.discounted_amount == null || p.discounted_amount < p.amount, {
    path: ['discounted_amount'],
    error: 'The discounted price must be below the price',
  });
export type CreditPackageInput = z.input<typeof creditPackageBody>;

export const adminCreditPackageSchema = z.object({
  id: z.number().int(),
  credit: z.number().int(),
  amount: z.number(),
  discounted_amount: z.number().nullable(),
  active: z.boolean(),
  sold: z.number().int(),
});
export type AdminCreditPackage = z.infer<typeof adminCreditPackageSchema>;

export const subscriptionPlanBody = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(2, { error: 'Name must be at least 2 characters long' })
    .max(60, { error: 'Name cannot exceed 60 characters' }),
  price: poundsInput('The price'),
  duration: z
    .number({ error: 'Duration must be a number' })
    .int({ error: 'Duration must be whole months' })
    .min(1, { error: 'Duration must be at least 1 month' })
    .max(24, { error: 'Duration cannot exceed 24 months' }),
  features: z.string({ error: 'Features must be text' }).max(20_000, { error: 'Features are too long' }),
  instruction: z
    .string({ error: 'Instruction must be text' })
    .max(20_000, { error: 'Instruction is too long' }),
});
export type SubscriptionPlanInput = z.input<typeof subscriptionPlanBody>;

export const tokenPriceBody = z.object({ token_price: poundsInput('The token price') });

export const dashboardSchema = z.object({
  players: z.object({ total: z.number().int(), new_last_7_days: z.number().int(), banned: z.number().int() }),
  /** Pounds of completed payments by product. */
  revenue: z.object({ credits: z.number(), subscription: z.number(), tokens: z.number(), total: z.number() }),
  withdrawals: z.object({ open: z.number().int(), open_amount: z.number() }),
  disputes: z.number().int(),
  upcoming: z.array(
    z.object({
      id: z.number().int(),
      tournament_name: z.string(),
      tournament_start_date: z.string(),
      enrolled_teams: z.number().int(),
      total_teams: z.number().int(),
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const ADMIN_MESSAGES = {
  banned: 'The player is banned and signed out everywhere',
  unbanned: 'The player can sign in again',
  cannotBanSelf: 'You cannot ban yourself.',
  cannotBanAdmin: 'Demote an admin before banning them.',
  adjusted: 'The balance has been adjusted',
  cannotAdjustSelf: 'You cannot adjust your own balances; another admin must.',
  roleChanged: 'The role has been changed',
  cannotDemoteSelf: 'You cannot remove your own admin role.',
  passwordResetForced:
    'The password no longer works: the player is signed out everywhere and has been e-mailed how to set a new one',
  cannotResetSelf: 'Change your own password in My Account.',
  emailMarkedVerified: 'The e-mail address is marked as verified',
  emailAlreadyVerified: 'This e-mail address is already verified.',
  cannotVerifySelf: 'Another admin must mark your own e-mail address as verified.',
  dataExported: "The player's data export",
  saved: 'Saved',
} as const;
