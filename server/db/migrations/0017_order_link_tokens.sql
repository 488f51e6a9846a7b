CREATE TABLE `order_link_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`order_id` integer NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `order_link_tokens_order` ON `order_link_tokens` (`order_id`);