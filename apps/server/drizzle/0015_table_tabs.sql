CREATE TABLE "tab_holds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tab_holds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"tab_id" bigint NOT NULL,
	"member_id" bigint,
	"authorization_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"captured_cents" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tab_holds_status_check" CHECK ("tab_holds"."status" in ('held','settled'))
);
--> statement-breakpoint
CREATE TABLE "tab_members" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tab_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"tab_id" bigint NOT NULL,
	"public_id" text NOT NULL,
	"secret_hash" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tab_members_role_check" CHECK ("tab_members"."role" in ('opener','guest')),
	CONSTRAINT "tab_members_status_check" CHECK ("tab_members"."status" in ('pending','accepted','refused'))
);
--> statement-breakpoint
CREATE TABLE "tab_rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tab_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"tab_id" bigint NOT NULL,
	"checkout_id" bigint NOT NULL,
	"member_id" bigint,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tab_shares" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tab_shares_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"tab_id" bigint NOT NULL,
	"public_id" text NOT NULL,
	"position" integer NOT NULL,
	"payer" text,
	"line_ids" jsonb NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"tip_cents" integer,
	"charge_cents" integer,
	"paid_by_member_id" bigint,
	"authorization_id" text,
	"capture_id" text,
	"brand" text,
	"last4" text,
	"claimed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	CONSTRAINT "tab_shares_status_check" CHECK ("tab_shares"."status" in ('open','paying','paid')),
	CONSTRAINT "tab_shares_amount_check" CHECK ("tab_shares"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "tabs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tabs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"public_id" text NOT NULL,
	"table_num" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"hold_step_cents" integer NOT NULL,
	"held_cents" integer DEFAULT 0 NOT NULL,
	"billed_cents" integer DEFAULT 0 NOT NULL,
	"split" jsonb,
	"last_activity_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tabs_status_check" CHECK ("tabs"."status" in ('open','closing','closed')),
	CONSTRAINT "tabs_billed_covered_check" CHECK ("tabs"."billed_cents" <= "tabs"."held_cents")
);
--> statement-breakpoint
ALTER TABLE "order_tenders" DROP CONSTRAINT "order_tenders_kind_check";--> statement-breakpoint
ALTER TABLE "tab_holds" ADD CONSTRAINT "tab_holds_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tab_holds" ADD CONSTRAINT "tab_holds_tab_id_tabs_id_fk" FOREIGN KEY ("tab_id") REFERENCES "public"."tabs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tab_holds" ADD CONSTRAINT "tab_holds_member_id_tab_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."tab_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tab_members" ADD CONSTRAINT "tab_members_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tab_members" ADD CONSTRAINT "tab_members_tab_id_tabs_id_fk" FOREIGN KEY ("tab_id") REFERENCES "public"."tabs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tab_rounds" ADD CONSTRAINT "tab_rounds_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tab_rounds" ADD CONSTRAINT "tab_rounds_tab_id_tabs_id_fk" FOREIGN KEY ("tab_id") REFERENCES "public"."tabs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tab_rounds" ADD CONSTRAINT "tab_rounds_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tab_rounds" ADD CONSTRAINT "tab_rounds_member_id_tab_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."tab_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tab_shares" ADD CONSTRAINT "tab_shares_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tab_shares" ADD CONSTRAINT "tab_shares_tab_id_tabs_id_fk" FOREIGN KEY ("tab_id") REFERENCES "public"."tabs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tab_shares" ADD CONSTRAINT "tab_shares_paid_by_member_id_tab_members_id_fk" FOREIGN KEY ("paid_by_member_id") REFERENCES "public"."tab_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tabs" ADD CONSTRAINT "tabs_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tab_holds_tab_idx" ON "tab_holds" USING btree ("tab_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tab_members_public_id_key" ON "tab_members" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tab_members_secret_key" ON "tab_members" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "tab_members_tab_idx" ON "tab_members" USING btree ("tab_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tab_rounds_checkout_key" ON "tab_rounds" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "tab_rounds_tab_idx" ON "tab_rounds" USING btree ("tab_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tab_shares_public_id_key" ON "tab_shares" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tab_shares_position_key" ON "tab_shares" USING btree ("tab_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "tabs_public_id_key" ON "tabs" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tabs_open_table_key" ON "tabs" USING btree ("restaurant_id","table_num") WHERE "tabs"."status" <> 'closed';--> statement-breakpoint
ALTER TABLE "order_tenders" ADD CONSTRAINT "order_tenders_kind_check" CHECK ("order_tenders"."kind" in ('card','gift_card','credits','pay_on_premise','invoice','cost_center','purchase_order','tab'));