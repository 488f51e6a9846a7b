CREATE TABLE `feedback` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type_id` integer NOT NULL,
	`email` text NOT NULL,
	`content` text NOT NULL,
	`locale` text NOT NULL,
	`ip` text DEFAULT '' NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `languages` (
	`lang` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`icon` text DEFAULT '' NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	`enabled` integer DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `select_option_translations` (
	`field` text NOT NULL,
	`option_id` integer NOT NULL,
	`locale` text NOT NULL,
	`label` text NOT NULL,
	PRIMARY KEY(`field`, `option_id`, `locale`)
);
--> statement-breakpoint
CREATE TABLE `select_options` (
	`field` text NOT NULL,
	`option_id` integer NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`field`, `option_id`)
);
--> statement-breakpoint
CREATE TABLE `seo_translations` (
	`locale` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`keyword` text NOT NULL,
	`description` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `site_config` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `site_label_translations` (
	`key` text NOT NULL,
	`locale` text NOT NULL,
	`text` text NOT NULL,
	PRIMARY KEY(`key`, `locale`)
);
--> statement-breakpoint
CREATE TABLE `site_labels` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `subscriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`email_norm` text NOT NULL,
	`locale` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `subscriptions_email_norm` ON `subscriptions` (`email_norm`);--> statement-breakpoint
CREATE TABLE `news` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`image` text DEFAULT '' NOT NULL,
	`published_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `news_published` ON `news` (`published_at`);--> statement-breakpoint
CREATE TABLE `news_tag_links` (
	`news_id` integer NOT NULL,
	`tag_id` integer NOT NULL,
	PRIMARY KEY(`news_id`, `tag_id`)
);
--> statement-breakpoint
CREATE INDEX `news_tag_links_tag` ON `news_tag_links` (`tag_id`);--> statement-breakpoint
CREATE TABLE `news_tag_translations` (
	`tag_id` integer NOT NULL,
	`locale` text NOT NULL,
	`name` text NOT NULL,
	PRIMARY KEY(`tag_id`, `locale`)
);
--> statement-breakpoint
CREATE TABLE `news_tags` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `news_translations` (
	`news_id` integer NOT NULL,
	`locale` text NOT NULL,
	`title` text NOT NULL,
	`summary` text NOT NULL,
	`content` text NOT NULL,
	PRIMARY KEY(`news_id`, `locale`)
);
--> statement-breakpoint
CREATE TABLE `page_translations` (
	`page_id` text NOT NULL,
	`locale` text NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`content` text NOT NULL,
	PRIMARY KEY(`page_id`, `locale`)
);
--> statement-breakpoint
CREATE TABLE `pages` (
	`id` text PRIMARY KEY NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL,
	`revoked_at` text
);
--> statement-breakpoint
CREATE INDEX `sessions_user` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`email_norm` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_norm` ON `users` (`email_norm`);