CREATE TABLE `captchas` (
	`id` text PRIMARY KEY NOT NULL,
	`form` text NOT NULL,
	`answer_hash` text NOT NULL,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	`checked` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX `captchas_expires` ON `captchas` (`expires_at`);--> statement-breakpoint
CREATE TABLE `rfq_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`rfq_id` integer NOT NULL,
	`position` integer NOT NULL,
	`part_number` text NOT NULL,
	`manufacturer` text DEFAULT '' NOT NULL,
	`package` text DEFAULT '' NOT NULL,
	`date_code` text DEFAULT '' NOT NULL,
	`qty` integer NOT NULL,
	`target_price` text DEFAULT '' NOT NULL,
	`goods_id` integer
);
--> statement-breakpoint
CREATE INDEX `rfq_lines_rfq` ON `rfq_lines` (`rfq_id`,`position`);--> statement-breakpoint
CREATE TABLE `rfqs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`rfq_no` text NOT NULL,
	`user_id` integer,
	`email` text NOT NULL,
	`email_norm` text NOT NULL,
	`contact_name` text NOT NULL,
	`company_name` text NOT NULL,
	`telephone` text NOT NULL,
	`country` text NOT NULL,
	`comment` text DEFAULT '' NOT NULL,
	`locale` text NOT NULL,
	`source` text NOT NULL,
	`status` text DEFAULT 'submitted' NOT NULL,
	`line_count` integer NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `rfqs_rfq_no` ON `rfqs` (`rfq_no`);--> statement-breakpoint
CREATE INDEX `rfqs_user` ON `rfqs` (`user_id`,`id`);--> statement-breakpoint
CREATE INDEX `rfqs_email` ON `rfqs` (`email_norm`,`id`);--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `attachments` text;