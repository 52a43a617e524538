CREATE TABLE "analytics_daily" (
	"restaurant_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"refusal" text,
	"way" text,
	"count" integer NOT NULL,
	CONSTRAINT "analytics_daily_key" UNIQUE NULLS NOT DISTINCT("restaurant_id","day","kind","refusal","way")
);
--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "maintenance_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "maintenance_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "analytics_daily" ADD CONSTRAINT "analytics_daily_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_daily_day_idx" ON "analytics_daily" USING btree ("day");--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_maintenance_window" CHECK (("restaurants"."maintenance_starts_at" is null) = ("restaurants"."maintenance_ends_at" is null) and ("restaurants"."maintenance_ends_at" is null or "restaurants"."maintenance_ends_at" > "restaurants"."maintenance_starts_at"));--> statement-breakpoint
-- The maintenance window changes what diners may order: it raises the menu version as the pause does (0014).
CREATE OR REPLACE FUNCTION "restaurants_menu_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.published_version_id IS DISTINCT FROM OLD.published_version_id
     OR NEW.orders_paused IS DISTINCT FROM OLD.orders_paused
     OR NEW.orders_paused_message IS DISTINCT FROM OLD.orders_paused_message
     OR NEW.sold_out_overrides IS DISTINCT FROM OLD.sold_out_overrides
     OR NEW.maintenance_starts_at IS DISTINCT FROM OLD.maintenance_starts_at
     OR NEW.maintenance_ends_at IS DISTINCT FROM OLD.maintenance_ends_at THEN
    NEW.menu_version := OLD.menu_version + 1;
    PERFORM pg_notify('menu_versions', NEW.id::text || ':' || NEW.menu_version::text);
  END IF;
  RETURN NEW;
END
$$;
