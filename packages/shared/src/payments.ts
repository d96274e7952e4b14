/**
 * Purchases: credit packages, the VIP plan and VIP tokens, paid through PayPal in GBP
 * (spec 001 panels 4, 5 and 9, sections 3, 4, 7 and 9; decisions 0008 and 0012).
 */
import { z } from 'zod';
import { paginationQuery, queryInt, requiredQueryInt } from './catalogue';
import { poundsInput } from './money';

export const CURRENCY = 'GBP' as const;
export const TOKEN_QUANTITY_MIN = 1;
export const TOKEN_QUANTITY_MAX = 100;

export const purchaseKinds = ['credits', 'subscription', 'tokens'] as const;
export type PurchaseKind = (typeof purchaseKinds)[number];

export const paymentProviders = ['paypal', 'sandbox'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

/** Money on the wire is pounds with at most two decimals (docs/product.md, Wire format). */
const pounds = z.number();

export const creditPackageSchema = z.object({
  id: z.number().int(),
  /** Full price in pounds. */
  amount: pounds,
  /** The price actually charged when present. */
  discounted_amount: pounds.nullable(),
  credit: z.number().int(),
});
export type CreditPackage = z.infer<typeof creditPackageSchema>;

/** What a refund or reversal gave back of a purchase since (decision 0012): 0 and false for most. */
const takenBackFields = {
  /** Pounds refunded or reversed so far. */
  refunded_amount: pounds,
  /** PayPal reversed the payment (a chargeback) rather than an admin refunding it. */
  reversed: z.boolean(),
};

export const creditTransactionSchema = z.object({
  transaction_id: z.string(),
  payment_type: z.string(),
  created_at: z.string(),
  total_credits: z.number().int(),
  amount: pounds,
  ...takenBackFields,
});
export type CreditTransaction = z.infer<typeof creditTransactionSchema>;

export const tokenTransactionSchema = z.object({
  transaction_id: z.string(),
  payment_type: z.string(),
  created_at: z.string(),
  total_tokens: z.number().int(),
  amount: pounds,
  ...takenBackFields,
});
export type TokenTransaction = z.infer<typeof tokenTransactionSchema>;

export const subscriptionPlanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Pounds, shown per month. */
  price: pounds,
  /** Length of one purchase, in months. */
  duration: z.number().int(),
  /** Sanitised HTML. */
  features: z.string(),
  /** Sanitised HTML. */
  instruction: z.string(),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

/** 0 never subscribed, 1 active, 2 expired (spec 001 section 3; docs/product.md, Credits, VIP and tokens). */
export const SUBSCRIPTION_STATUS = { none: 0, active: 1, expired: 2 } as const;

export const userSubscriptionSchema = z.object({
  subscription_status: z.number().int(),
  subscription_name: z.string().nullable(),
  /** ISO time the current (or last) subscription ends; null when never subscribed. */
  expires_at: z.string().nullable(),
});
export type UserSubscription = z.infer<typeof userSubscriptionSchema>;

export const paymentsConfigSchema = z.object({
  provider: z.enum(paymentProviders),
  /** PayPal JS SDK client id; null for the built-in sandbox. */
  client_id: z.string().nullable(),
  currency: z.literal(CURRENCY),
});
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;

/** The text of a string field of a payment payload; PayPal order ids are short. */
const transactionId = z
  .string({
    error: (i) => (i.input == null ? 'transaction_id is required' : 'transaction_id must be text'),
  })
  .trim()
  .min(1, { error: 'transaction_id is required' })
  .max(64, { error: 'transaction_id cannot exceed 64 characters' });

const optionalText = (name: string) =>
  z.string({ error: `${name} must be text` }).max(100, { error: `${name} cannot exceed 100 characters` });

/**
 * What the browser reports (amount, status) is checked for shape and then ignored: the server reads the order
 * from the provider and records what the provider says (decision 0008).
 */
const reportedAmount = (name: string) =>
  z.union([z.number(), z.string().max(20)], { error: `${name} must be a number` }).optional();

export const tokenQuantity = z
  .number({
    error: (i) => (i.input === undefined ? 'Token quantity is required' : 'Token quantity must be a number'),
  })
  .int({ error: 'Token quantity must be a whole number' })
  .min(TOKEN_QUANTITY_MIN, { error: `Token quantity must be at least ${TOKEN_QUANTITY_MIN}` })
  .max(TOKEN_QUANTITY_MAX, { error: `Token quantity cannot exceed ${TOKEN_QUANTITY_MAX}` });

/** POST /api/payments/orders: the server prices the order, so the amount never comes from the browser. */
export const createOrderBody = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('credits'), plan_id: requiredQueryInt('plan_id') }),
    z.object({ kind: z.literal('subscription'), plan_id: requiredQueryInt('plan_id') }),
    z.object({ kind: z.literal('tokens'), quantity: tokenQuantity }),
  ],
  { error: 'kind must be one of: credits, subscription, tokens' },
);
export type CreateOrderBody = z.infer<typeof createOrderBody>;

/** Arena's payment order states (decision 0012). */
export const paymentOrderStates = [
  'created',
  'approved',
  'capture_pending',
  'completed',
  'declined',
  'refunded',
  'partially_refunded',
  'reversed',
] as const;
export type PaymentOrderState = (typeof paymentOrderStates)[number];

export const paymentOrderSchema = z.object({
  /** The provider's order id: the `transaction_id` of the save calls. */
  order_id: z.string(),
  provider: z.enum(paymentProviders),
  kind: z.enum(purchaseKinds),
  amount: pounds,
  currency: z.literal(CURRENCY),
  description: z.string(),
  /** The provider's order status, e.g. CREATED, APPROVED, COMPLETED. */
  status: z.string(),
  /**
   * Arena's state of the order (decision 0012): completed means granted; capture_pending means PayPal
   * holds the payment and it is granted when PayPal completes it. Optional for older clients.
   */
  state: z.enum(paymentOrderStates).optional(),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

/** An order and its state, as the admin's purchase list shows it. */
export const adminPaymentOrderSchema = z.object({
  id: z.number().int(),
  order_id: z.string(),
  user_id: z.number().int(),
  kind: z.enum(purchaseKinds),
  description: z.string(),
  amount: pounds,
  refunded_amount: pounds,
  state: z.enum(paymentOrderStates),
  last_error: z.string().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type AdminPaymentOrder = z.infer<typeof adminPaymentOrderSchema>;

/** What a refund or reversal could not take back; blocks withdrawals until an admin settles it. */
export const shortfallSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  order_id: z.string(),
  /** credits, tokens, or vip_days. */
  asset: z.enum(['credits', 'tokens', 'vip_days']),
  amount: z.number().int(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
  settle_note: z.string().nullable(),
});
export type Shortfall = z.infer<typeof shortfallSchema>;

const ASSET_UNITS: Record<Shortfall['asset'], [one: string, many: string]> = {
  credits: ['credit', 'credits'],
  tokens: ['VIP token', 'VIP tokens'],
  vip_days: ['VIP day', 'VIP days'],
};

/** An amount of a shortfall's asset in words: "1 credit", "70 credits", "3 VIP days". */
export function assetAmountText(asset: Shortfall['asset'], n: number): string {
  return `${n} ${ASSET_UNITS[asset][n === 1 ? 0 : 1]}`;
}

/** The refund an admin asks for; the console's dialog checks the same fields (amount required there). */
export const adminRefundFields = z.object({
  note: z.string().trim().max(500, { error: 'The note cannot exceed 500 characters' }).optional(),
  /** Pounds to refund; what is left of the purchase when absent. */
  amount: poundsInput('The amount').optional(),
  /**
   * Pounds already refunded when the admin opened the refund (the order's `refunded_amount`): when given and the
   * purchase was refunded since (another admin, or PayPal's dashboard), the refund is refused with 409 instead of
   * refunding twice. Omitted, the refund goes ahead on what is left.
   */
  refunded_before: z
    .number({ error: 'refunded_before must be a number' })
    .min(0, { error: 'refunded_before cannot be negative' })
    .max(100_000, { error: 'refunded_before cannot exceed £100,000' })
    .optional(),
});
export const adminRefundBody = adminRefundFields.nullish();
export const settleShortfallBody = z.object({
  note: z
    .string({ error: 'A note is required' })
    .trim()
    .min(1, { error: 'A note is required' })
    .max(500, { error: 'The note cannot exceed 500 characters' }),
});

export const orderIdParams = z.object({ order_id: transactionId });

/** POST /api/save-transaction (credits). */
export const saveCreditTransactionBody = z.object({
  plan_id: requiredQueryInt('plan_id'),
  transaction_id: transactionId,
  payment_type: optionalText('payment_type').optional(),
  amount: reportedAmount('amount'),
  transaction_status: optionalText('transaction_status').optional(),
});

/** POST /api/save-subscription-transaction. */
export const saveSubscriptionTransactionBody = z.object({
  transaction_id: transactionId,
  transaction_status: optionalText('transaction_status').optional(),
  transaction_amount: reportedAmount('transaction_amount'),
  plan_duration: reportedAmount('plan_duration'),
  plan_name: optionalText('plan_name').optional(),
  plan_status: optionalText('plan_status').optional(),
});

/** POST /api/save-token-transaction; `token` is the quantity bought. */
export const saveTokenTransactionBody = z.object({
  transaction_id: transactionId,
  transaction_status: optionalText('transaction_status').optional(),
  amount: reportedAmount('amount'),
  payment_type: optionalText('payment_type').optional(),
  token: tokenQuantity,
});

/** Unfinished PayPal orders (created or approved, under 3 hours old) one player may hold at once. */
export const MAX_OPEN_ORDERS_PER_USER = 5;
export const OPEN_ORDER_WINDOW_MS = 3 * 60 * 60 * 1000;

export const PAYMENT_MESSAGES = {
  orderCreated: 'Payment order created',
  tooManyOpenOrders: `You have ${MAX_OPEN_ORDERS_PER_USER} unfinished PayPal payments. Complete one, or try again in a few hours.`,
  orderCaptured: 'Payment captured',
  creditsAdded: 'Credits added to your account',
  subscriptionActivated: 'Your VIP subscription is active',
  tokensAdded: 'Tokens added to your account',
  unknownOrder: 'We could not find this payment.',
  notCompleted: 'This payment has not been completed.',
  wrongCurrency: 'This payment was not made in GBP.',
  wrongAmount: 'The amount paid does not match the price.',
  wrongPayee: 'This payment was not made to Arena.',
  wrongItem: 'This payment was made for something else.',
  alreadyRecorded: 'This payment has already been recorded.',
  packageNotFound: 'This credit package is not available.',
  planNotFound: 'This subscription plan is not available.',
  vipOnly: 'VIP tokens are only for VIP subscribers.',
  providerUnavailable: 'The payment service is not available right now, please try again later.',
  capturePending:
    'PayPal is still processing your payment. Your purchase will be added as soon as PayPal completes it.',
  captureDeclined: 'Your payment was declined. Please try again or choose another way to pay.',
  refunded: 'The purchase was refunded',
  notRefundable: 'This purchase cannot be refunded.',
  refundAboveRemaining: 'The amount is more than what is left to refund.',
  refundsChanged:
    'This purchase was refunded since you opened it. Check what is left to refund and try again.',
  shortfalls: 'Shortfalls',
  shortfallSettled: 'The shortfall was settled',
  shortfallAlreadySettled: 'This shortfall has already been settled.',
  webhookUnverified: 'The webhook could not be verified.',
  webhookReceived: 'Webhook received',
} as const;

/** `?user_id=` the spec's screens send: optional, and only ever the caller's own id. */
export const userIdQuery = z.object({ user_id: queryInt('user_id', 1, 2_147_483_647) });

/** History lists: the whole list, or a page of it with `page` and `per_page`. */
export const historyQuery = z.object({
  page: paginationQuery.page,
  per_page: paginationQuery.per_page,
});
