CREATE TABLE "kitchen_busy" (
	"restaurant_id" integer PRIMARY KEY NOT NULL,
	"delay_minutes" integer DEFAULT 0 NOT NULL,
	"capacity_cut_percent" integer DEFAULT 0 NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"set_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kitchen_busy_delay_check" CHECK ("kitchen_busy"."delay_minutes" between 0 and 120 and "kitchen_busy"."delay_minutes" % 5 = 0),
	CONSTRAINT "kitchen_busy_cut_check" CHECK ("kitchen_busy"."capacity_cut_percent" between 0 and 90)
);
--> statement-breakpoint
CREATE TABLE "kitchen_loads" (
	"restaurant_id" integer NOT NULL,
	"kitchen" text NOT NULL,
	"station" text NOT NULL,
	"bucket_start" timestamp with time zone NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "kitchen_loads_seconds_check" CHECK ("kitchen_loads"."seconds" >= 0)
);
--> statement-breakpoint
ALTER TABLE "kitchen_busy" ADD CONSTRAINT "kitchen_busy_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_busy" ADD CONSTRAINT "kitchen_busy_set_by_user_id_users_id_fk" FOREIGN KEY ("set_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_loads" ADD CONSTRAINT "kitchen_loads_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kitchen_loads_key" ON "kitchen_loads" USING btree ("restaurant_id","kitchen","station","bucket_start");