CREATE TABLE "account_shortfalls" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_shortfalls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"payment_order_id" integer NOT NULL,
	"asset" text NOT NULL,
	"amount" integer NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"settled_by" integer,
	"settle_note" text,
	CONSTRAINT "account_shortfalls_amount_positive" CHECK ("account_shortfalls"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_order_id" integer NOT NULL,
	"provider_refund_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paypal_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"resource_id" text,
	"body" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"outcome" text
);
--> statement-breakpoint
CREATE TABLE "paypal_sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"capture_id" text NOT NULL,
	"request_id" text,
	"amount_pence" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "capture_id" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "capture_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "refunded_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "paypal_sandbox_orders" ADD COLUMN "capture_status" text;--> statement-breakpoint
ALTER TABLE "paypal_sandbox_orders" ADD COLUMN "capture_request_id" text;--> statement-breakpoint
ALTER TABLE "paypal_sandbox_orders" ADD COLUMN "refunded_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "paypal_sandbox_orders" ADD COLUMN "next_capture_outcome" text;--> statement-breakpoint
ALTER TABLE "paypal_sandbox_payouts" ADD COLUMN "item_id" text;--> statement-breakpoint
ALTER TABLE "paypal_sandbox_payouts" ADD COLUMN "item_status" text DEFAULT 'PENDING' NOT NULL;--> statement-breakpoint
ALTER TABLE "paypal_sandbox_payouts" ADD COLUMN "item_error" text;--> statement-breakpoint
ALTER TABLE "paypal_sandbox_payouts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD COLUMN "payout_item_id" text;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_shortfalls" ADD CONSTRAINT "account_shortfalls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_shortfalls" ADD CONSTRAINT "account_shortfalls_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_shortfalls" ADD CONSTRAINT "account_shortfalls_settled_by_users_id_fk" FOREIGN KEY ("settled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_shortfalls_reference_unique" ON "account_shortfalls" USING btree ("reference","asset");--> statement-breakpoint
CREATE INDEX "account_shortfalls_open_idx" ON "account_shortfalls" USING btree ("user_id") WHERE "account_shortfalls"."settled_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_provider_unique" ON "payment_refunds" USING btree ("provider_refund_id");--> statement-breakpoint
CREATE INDEX "paypal_webhook_events_unprocessed_idx" ON "paypal_webhook_events" USING btree ("received_at") WHERE "paypal_webhook_events"."processed_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "paypal_sandbox_refunds_request_unique" ON "paypal_sandbox_refunds" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_capture_unique" ON "payment_orders" USING btree ("provider","capture_id");--> statement-breakpoint
CREATE INDEX "payment_orders_unsettled_idx" ON "payment_orders" USING btree ("checked_at") WHERE "payment_orders"."status" IN ('created', 'approved', 'capture_pending');--> statement-breakpoint
CREATE UNIQUE INDEX "paypal_sandbox_payouts_item_unique" ON "paypal_sandbox_payouts" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "withdrawal_requests_batch_idx" ON "withdrawal_requests" USING btree ("payout_batch_id");