ALTER TABLE "tabs" DROP CONSTRAINT "tabs_billed_covered_check";--> statement-breakpoint
DROP INDEX "tabs_open_table_key";--> statement-breakpoint
ALTER TABLE "tabs" ADD COLUMN "kind" text DEFAULT 'table' NOT NULL;--> statement-breakpoint
ALTER TABLE "tabs" ADD COLUMN "event_suite_id" bigint;--> statement-breakpoint
ALTER TABLE "tabs" ADD CONSTRAINT "tabs_event_suite_id_event_suites_id_fk" FOREIGN KEY ("event_suite_id") REFERENCES "public"."event_suites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tabs_event_suite_key" ON "tabs" USING btree ("event_suite_id") WHERE "tabs"."event_suite_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "tabs_open_table_key" ON "tabs" USING btree ("restaurant_id","table_num") WHERE "tabs"."status" <> 'closed' and "tabs"."kind" = 'table';--> statement-breakpoint
ALTER TABLE "tabs" ADD CONSTRAINT "tabs_kind_check" CHECK (("tabs"."kind" = 'table' and "tabs"."event_suite_id" is null) or ("tabs"."kind" = 'suite' and "tabs"."event_suite_id" is not null));--> statement-breakpoint
ALTER TABLE "tabs" ADD CONSTRAINT "tabs_billed_covered_check" CHECK ("tabs"."kind" = 'suite' or "tabs"."billed_cents" <= "tabs"."held_cents");--> statement-breakpoint
-- Each event suite with event-day orders already placed gets its tab, each such checkout a round on it, so the limit counts them.
INSERT INTO "tabs" ("restaurant_id", "public_id", "table_num", "kind", "event_suite_id", "status", "hold_step_cents", "held_cents", "billed_cents", "last_activity_at")
SELECT es."restaurant_id", 'st' || substr(md5(es."public_id" || random()::text), 1, 19), s."name", 'suite', es."id", 'open', 0, 0, 0, max(o."created_at")
FROM "event_suites" es
JOIN "suites" s ON s."id" = es."suite_id"
JOIN "orders" o ON o."event_suite_id" = es."id" AND o."suite_order_kind" = 'event-day' AND o."checkout_id" IS NOT NULL
GROUP BY es."id", es."restaurant_id", es."public_id", s."name";--> statement-breakpoint
INSERT INTO "tab_rounds" ("restaurant_id", "tab_id", "checkout_id", "amount_cents", "created_at")
SELECT o."restaurant_id", t."id", o."checkout_id", sum(o."total_cents")::int, min(o."created_at")
FROM "orders" o
JOIN "tabs" t ON t."event_suite_id" = o."event_suite_id"
WHERE o."suite_order_kind" = 'event-day' AND o."checkout_id" IS NOT NULL
GROUP BY o."restaurant_id", t."id", o."checkout_id";--> statement-breakpoint
UPDATE "tabs" t SET "billed_cents" = coalesce((
  SELECT sum(r."amount_cents") FROM "tab_rounds" r
  WHERE r."tab_id" = t."id" AND EXISTS (SELECT 1 FROM "orders" o WHERE o."checkout_id" = r."checkout_id"
    AND o."status" IN ('awaiting_payment', 'pending', 'in_progress', 'ready', 'completed'))
), 0)
WHERE t."kind" = 'suite';
