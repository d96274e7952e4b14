CREATE TABLE "paypal_sandbox_secrets" (
	"id" integer PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"client_secret" text NOT NULL,
	"merchant_id" text NOT NULL,
	"webhook_id" text NOT NULL,
	"signing_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paypal_sandbox_secrets_single_row" CHECK ("paypal_sandbox_secrets"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "delta" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "balance_after" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "account_shortfalls" ALTER COLUMN "amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "credit_packages" ALTER COLUMN "credit" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "credit_packages" ALTER COLUMN "amount_pence" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "credit_packages" ALTER COLUMN "discounted_amount_pence" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payment_orders" ALTER COLUMN "quantity" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payment_orders" ALTER COLUMN "amount_pence" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payment_orders" ALTER COLUMN "refunded_pence" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payment_refunds" ALTER COLUMN "amount_pence" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "subscription_plans" ALTER COLUMN "price_pence" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "paypal_sandbox_orders" ALTER COLUMN "amount_pence" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "paypal_sandbox_orders" ALTER COLUMN "captured_pence" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "paypal_sandbox_orders" ALTER COLUMN "refunded_pence" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "paypal_sandbox_payouts" ALTER COLUMN "amount_pence" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "paypal_sandbox_refunds" ALTER COLUMN "amount_pence" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "tournament_entries" ALTER COLUMN "entry_fee_paid" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "tournament_entry_players" ALTER COLUMN "tokens_paid" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "tournaments" ALTER COLUMN "entry_fee" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "tournaments" ALTER COLUMN "winning_prize_pence" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "credits" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "tokens" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "wallet_pence" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ALTER COLUMN "amount_pence" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ALTER COLUMN "fee_pence" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ALTER COLUMN "net_pence" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "paypal_sandbox_refunds" ADD COLUMN "reversal" boolean DEFAULT false NOT NULL;