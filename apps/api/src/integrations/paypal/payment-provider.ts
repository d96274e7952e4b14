/**
 * What the API needs from PayPal (decision 0008): Orders v2 create, get and capture, and Payouts. The
 * same REST client talks to PayPal itself or to the built-in PayPal-compatible sandbox.
 */

export type ProviderOrderStatus =
  'CREATED' | 'SAVED' | 'APPROVED' | 'VOIDED' | 'COMPLETED' | 'PAYER_ACTION_REQUIRED';

/** One capture of an order as the provider reports it. */
export interface ProviderCapture {
  id: string;
  /** COMPLETED, PENDING, DECLINED, REFUNDED, PARTIALLY_REFUNDED, FAILED (PayPal's capture statuses). */
  status: string;
  amountPence: number;
  currency: string;
  /** status_details.reason, e.g. PENDING_REVIEW for a pending capture. */
  reason: string | null;
  /** The order it belongs to (links[rel=up]); null when the provider did not say. */
  orderId: string | null;
  customId: string | null;
}

export interface ProviderOrder {
  id: string;
  status: ProviderOrderStatus;
  /** The order's amount (purchase unit 0), in pence, and its currency code. */
  amountPence: number;
  currency: string;
  /** Sum of the COMPLETED captures, in pence, and their currency (null when nothing was captured). */
  capturedPence: number;
  captureCurrency: string | null;
  /** purchase_units[0].payee.merchant_id as PayPal reports it. */
  payeeMerchantId: string | null;
  /** purchase_units[0].custom_id: the Arena reference we set when creating the order. */
  customId: string | null;
  /** Where the payer approves the order (links[rel=approve|payer-action]). */
  approveUrl: string | null;
  /** Every capture of purchase unit 0, whatever its status. */
  captures: ProviderCapture[];
  /** Every refund of purchase unit 0 (payments.refunds), whatever its status. */
  refunds: ProviderRefund[];
}

export interface ProviderRefund {
  id: string;
  /** COMPLETED, PENDING, FAILED, CANCELLED. */
  status: string;
  amountPence: number;
  currency: string;
}

/** One refund (or chargeback reversal) as GET /v2/payments/refunds/{id} shows it. */
export interface ProviderRefundRecord extends ProviderRefund {
  /** The capture it gives money back from (links[rel=up]); null when the provider did not say. */
  captureId: string | null;
}

export interface RefundInput {
  captureId: string;
  amountPence: number;
  currency: string;
  /** Sent as PayPal-Request-Id: a retried refund makes one refund. */
  requestId: string;
  note: string;
}

export interface RefundResult {
  id: string;
  /** COMPLETED, PENDING, FAILED, CANCELLED. */
  status: string;
  amountPence: number;
}

/** One payout item (one withdrawal) as PayPal reports it. */
export interface PayoutItem {
  itemId: string;
  batchId: string;
  /** PayPal's transaction_status: SUCCESS, PENDING, UNCLAIMED, RETURNED, FAILED, BLOCKED, DENIED, ONHOLD... */
  status: string;
  /** errors.name / errors.message when PayPal gives a reason. */
  error: string | null;
}

/** The transmission headers PayPal sends with a webhook, and the event exactly as received. */
export interface WebhookVerification {
  authAlgo: string;
  certUrl: string;
  transmissionId: string;
  transmissionSig: string;
  transmissionTime: string;
  webhookId: string;
  rawEvent: string;
}

export interface CreateOrderInput {
  amountPence: number;
  currency: string;
  description: string;
  /** Our reference, echoed back by PayPal in purchase_units[0].custom_id. */
  customId: string;
  /** Sent as PayPal-Request-Id so a retried create makes one order. */
  requestId: string;
}

export interface PayoutInput {
  /** Unique per withdrawal: PayPal (and the sandbox) refuse a second batch with the same id. */
  senderBatchId: string;
  receiverEmail: string;
  amountPence: number;
  currency: string;
  note: string;
}

export interface PayoutResult {
  batchId: string;
  /** PayPal's batch_status, e.g. PENDING, PROCESSING, SUCCESS. */
  status: string;
  /**
   * True when PayPal refused the batch as a repeat of one it already holds (same senderBatchId): nothing
   * was sent this time and batchId/status describe the original payout.
   */
  alreadySent?: boolean;
}

/**
 * A provider refusal or outage. `status` is the HTTP status PayPal answered (0 when it could not be
 * reached); `name` is PayPal's error name, e.g. RESOURCE_NOT_FOUND, ORDER_NOT_APPROVED.
 */
export class ProviderError extends Error {
  constructor(
    readonly status: number,
    readonly providerName: string,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export interface PaymentProvider {
  readonly name: 'paypal' | 'sandbox';
  /** The client id the browser's PayPal JS SDK needs; null for the sandbox. */
  readonly clientId: string | null;
  createOrder(input: CreateOrderInput): Promise<ProviderOrder>;
  /** Null when the provider has no such order. */
  getOrder(orderId: string): Promise<ProviderOrder | null>;
  /**
   * Captures an approved order. `requestId` is the PayPal-Request-Id of this capture attempt: a retry with
   * the same id answers the same capture; a new attempt (after a decline) needs a new id.
   */
  captureOrder(orderId: string, requestId?: string): Promise<ProviderOrder>;
  /** Null when the provider has no such capture. */
  getCapture(captureId: string): Promise<ProviderCapture | null>;
  /** Null when the provider has no such refund. A chargeback's reversal is read here too. */
  getRefund(refundId: string): Promise<ProviderRefundRecord | null>;
  refundCapture(input: RefundInput): Promise<RefundResult>;
  sendPayout(input: PayoutInput): Promise<PayoutResult>;
  /** The items of a payout batch (Arena sends one per batch). */
  getPayoutBatchItems(batchId: string): Promise<PayoutItem[]>;
  getPayoutItem(itemId: string): Promise<PayoutItem | null>;
  /** Cancels an UNCLAIMED item, so the money comes back to the merchant and cannot be claimed later. */
  cancelPayoutItem(itemId: string): Promise<PayoutItem>;
  /** PayPal's verify-webhook-signature answer: true only for SUCCESS. */
  verifyWebhookSignature(input: WebhookVerification): Promise<boolean>;
}

/** The part of `fetch` the REST client uses, so tests and the sandbox can route calls in-process. */
export type HttpFetch = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; signal?: AbortSignal },
) => Promise<{ status: number; text(): Promise<string> }>;
