ALTER TABLE "tab_shares" ADD COLUMN "split_cents" integer;--> statement-breakpoint
ALTER TABLE "tab_shares" ADD COLUMN "receipt_locale" text;