CREATE TABLE "make_time_samples" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "make_time_samples_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"menu_id" text NOT NULL,
	"item_id" text NOT NULL,
	"station" text NOT NULL,
	"order_id" bigint NOT NULL,
	"seconds" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "make_time_samples_seconds_check" CHECK ("make_time_samples"."seconds" > 0)
);
--> statement-breakpoint
ALTER TABLE "make_time_samples" ADD CONSTRAINT "make_time_samples_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "make_time_samples" ADD CONSTRAINT "make_time_samples_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "make_time_samples_item_idx" ON "make_time_samples" USING btree ("restaurant_id","menu_id","item_id","id");