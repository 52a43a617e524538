ALTER TABLE "tab_shares" ADD COLUMN "receipt_email" text;--> statement-breakpoint
-- The receipts already sent kept their address on their e-mail message only: each paid share gets it from there.
UPDATE "tab_shares" s SET "receipt_email" = o."payload"->>'email'
FROM "outbox" o
WHERE o."type" = 'tab.share_receipt_email' AND o."restaurant_id" = s."restaurant_id"
  AND o."payload"->>'shareId' = s."public_id" AND s."status" = 'paid';
