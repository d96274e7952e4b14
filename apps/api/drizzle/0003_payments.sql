CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_packages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"credit" integer NOT NULL,
	"amount_pence" integer NOT NULL,
	"discounted_amount_pence" integer,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_packages_credit_positive" CHECK ("credit_packages"."credit" > 0),
	CONSTRAINT "credit_packages_amount_positive" CHECK ("credit_packages"."amount_pence" > 0),
	CONSTRAINT "credit_packages_discount_below_amount" CHECK ("credit_packages"."discounted_amount_pence" IS NULL OR ("credit_packages"."discounted_amount_pence" > 0 AND "credit_packages"."discounted_amount_pence" < "credit_packages"."amount_pence"))
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"provider_order_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer,
	"quantity" integer NOT NULL,
	"amount_pence" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"payee_merchant_id" text,
	"status" text DEFAULT 'created' NOT NULL,
	"reported_payment_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payment_orders_amount_positive" CHECK ("payment_orders"."amount_pence" > 0),
	CONSTRAINT "payment_orders_quantity_positive" CHECK ("payment_orders"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscription_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"price_pence" integer NOT NULL,
	"duration_months" integer DEFAULT 1 NOT NULL,
	"features" text DEFAULT '' NOT NULL,
	"instruction" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_plans_price_positive" CHECK ("subscription_plans"."price_pence" > 0),
	CONSTRAINT "subscription_plans_duration_positive" CHECK ("subscription_plans"."duration_months" BETWEEN 1 AND 24)
);
--> statement-breakpoint
CREATE TABLE "user_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"plan_id" integer,
	"plan_name" text NOT NULL,
	"payment_order_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paypal_sandbox_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"request_id" text,
	"status" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text,
	"custom_id" text,
	"payee_merchant_id" text NOT NULL,
	"capture_id" text,
	"captured_pence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paypal_sandbox_payouts" (
	"batch_id" text PRIMARY KEY NOT NULL,
	"sender_batch_id" text NOT NULL,
	"receiver_email" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"currency" text NOT NULL,
	"note" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawal_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawal_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"amount_pence" integer NOT NULL,
	"fee_pence" integer NOT NULL,
	"net_pence" integer NOT NULL,
	"paypal_email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"sender_batch_id" text NOT NULL,
	"payout_batch_id" text,
	"payout_status" text,
	"last_error" text,
	"processed_by" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "withdrawal_requests_amount_positive" CHECK ("withdrawal_requests"."amount_pence" > 0),
	CONSTRAINT "withdrawal_requests_net_positive" CHECK ("withdrawal_requests"."net_pence" > 0),
	CONSTRAINT "withdrawal_requests_fee_non_negative" CHECK ("withdrawal_requests"."fee_pence" >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "vip_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD CONSTRAINT "withdrawal_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD CONSTRAINT "withdrawal_requests_processed_by_users_id_fk" FOREIGN KEY ("processed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_provider_order_unique" ON "payment_orders" USING btree ("provider","provider_order_id");--> statement-breakpoint
CREATE INDEX "payment_orders_user_kind_idx" ON "payment_orders" USING btree ("user_id","kind","status","completed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_subscriptions_payment_unique" ON "user_subscriptions" USING btree ("payment_order_id");--> statement-breakpoint
CREATE INDEX "user_subscriptions_user_idx" ON "user_subscriptions" USING btree ("user_id","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "paypal_sandbox_orders_request_unique" ON "paypal_sandbox_orders" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "paypal_sandbox_payouts_sender_batch_unique" ON "paypal_sandbox_payouts" USING btree ("sender_batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_requests_sender_batch_unique" ON "withdrawal_requests" USING btree ("sender_batch_id");--> statement-breakpoint
CREATE INDEX "withdrawal_requests_user_idx" ON "withdrawal_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_requests_status_idx" ON "withdrawal_requests" USING btree ("status","created_at");