ALTER TABLE "tab_holds" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tab_shares" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;