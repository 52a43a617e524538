DROP INDEX "orders_user_idx";--> statement-breakpoint
DROP INDEX "orders_event_suite_idx";--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id") WHERE "orders"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_event_suite_idx" ON "orders" USING btree ("event_suite_id") WHERE "orders"."event_suite_id" is not null;