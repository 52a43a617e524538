DROP INDEX "checkouts_awaiting_idx";--> statement-breakpoint
DROP INDEX "outbox_pending_idx";