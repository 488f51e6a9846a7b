CREATE TABLE `account_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`purpose` text NOT NULL,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text
);
--> statement-breakpoint
CREATE INDEX `account_tokens_user` ON `account_tokens` (`user_id`,`purpose`);--> statement-breakpoint
CREATE TABLE `addresses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`contact_name` text NOT NULL,
	`country` text NOT NULL,
	`state` text NOT NULL,
	`city` text NOT NULL,
	`address_line1` text NOT NULL,
	`address_line2` text DEFAULT '' NOT NULL,
	`postal_code` text NOT NULL,
	`telephone` text NOT NULL,
	`default_shipping` integer DEFAULT false NOT NULL,
	`default_billing` integer DEFAULT false NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `addresses_user` ON `addresses` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `addresses_default_shipping` ON `addresses` (`user_id`) WHERE "addresses"."default_shipping" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX `addresses_default_billing` ON `addresses` (`user_id`) WHERE "addresses"."default_billing" = 1;--> statement-breakpoint
ALTER TABLE `sessions` ADD `ip` text;--> statement-breakpoint
ALTER TABLE `users` ADD `password_hash` text;--> statement-breakpoint
ALTER TABLE `users` ADD `activated_at` text;--> statement-breakpoint
ALTER TABLE `users` ADD `locale` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `contact_name` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `telephone` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `job_title` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `company_name` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `country` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `address` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `city` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `state` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `updated_at` text;--> statement-breakpoint
ALTER TABLE `users` ADD `password_changed_at` text;