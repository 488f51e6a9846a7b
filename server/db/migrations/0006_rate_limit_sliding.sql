ALTER TABLE `rate_limits` ADD `prev_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `rate_limits` ADD `refused` integer DEFAULT 0 NOT NULL;