ALTER TABLE `cart_items` ADD `quote_line_id` integer;--> statement-breakpoint
ALTER TABLE `rfq_quote_lines` ADD `ordered_order_id` integer;--> statement-breakpoint
ALTER TABLE `rfq_quotes` ADD `access_hash` text;--> statement-breakpoint
CREATE UNIQUE INDEX `rfq_quotes_access` ON `rfq_quotes` (`access_hash`);