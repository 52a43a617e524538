-- The taxes each line bore (its brackets together), which a table tab's bill charges to the line; null on older lines.
ALTER TABLE "order_lines" ADD COLUMN "tax_cents" integer;