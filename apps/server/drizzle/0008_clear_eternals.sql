CREATE TABLE "event_suites" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_suites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"restaurant_id" integer NOT NULL,
	"event_id" bigint NOT NULL,
	"suite_id" bigint NOT NULL,
	"tab_limit_cents" integer,
	"tab_active" boolean DEFAULT false NOT NULL,
	"payment_preference" text,
	"pre_order_delivery_time" timestamp with time zone,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_suites_preference_check" CHECK ("event_suites"."payment_preference" in ('charge','invoice')),
	CONSTRAINT "event_suites_tab_limit_check" CHECK ("event_suites"."tab_limit_cents" is null or "event_suites"."tab_limit_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"restaurant_id" integer NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"order_lock_hours" integer DEFAULT 48 NOT NULL,
	"manager_info" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_lock_check" CHECK ("events"."order_lock_hours" >= 0)
);
--> statement-breakpoint
CREATE TABLE "suite_operators" (
	"user_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suites" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "suites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"restaurant_id" integer NOT NULL,
	"name" text NOT NULL,
	"owner_user_id" integer NOT NULL,
	"company_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "event_suite_id" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "suite_order_kind" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "placed_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "event_suites" ADD CONSTRAINT "event_suites_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_suites" ADD CONSTRAINT "event_suites_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_suites" ADD CONSTRAINT "event_suites_suite_id_suites_id_fk" FOREIGN KEY ("suite_id") REFERENCES "public"."suites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suite_operators" ADD CONSTRAINT "suite_operators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suite_operators" ADD CONSTRAINT "suite_operators_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suites" ADD CONSTRAINT "suites_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suites" ADD CONSTRAINT "suites_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_suites_public_id_key" ON "event_suites" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_suites_event_suite_key" ON "event_suites" USING btree ("event_id","suite_id");--> statement-breakpoint
CREATE INDEX "event_suites_restaurant_idx" ON "event_suites" USING btree ("restaurant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "events_public_id_key" ON "events" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "events_restaurant_starts_idx" ON "events" USING btree ("restaurant_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "suite_operators_user_restaurant_key" ON "suite_operators" USING btree ("user_id","restaurant_id");--> statement-breakpoint
CREATE INDEX "suite_operators_restaurant_idx" ON "suite_operators" USING btree ("restaurant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "suites_public_id_key" ON "suites" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "suites_restaurant_name_key" ON "suites" USING btree ("restaurant_id","name");--> statement-breakpoint
CREATE INDEX "suites_owner_idx" ON "suites" USING btree ("owner_user_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_event_suite_id_event_suites_id_fk" FOREIGN KEY ("event_suite_id") REFERENCES "public"."event_suites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_placed_by_user_id_users_id_fk" FOREIGN KEY ("placed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_event_suite_idx" ON "orders" USING btree ("event_suite_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_suite_order_kind_check" CHECK ("orders"."suite_order_kind" in ('pre-order','event-day'));