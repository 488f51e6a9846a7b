CREATE TABLE `order_shipments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`carrier` text NOT NULL,
	`tracking_number` text NOT NULL,
	`tracking_url` text NOT NULL,
	`shipped_at` text NOT NULL,
	`actor_id` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `order_shipments_order` ON `order_shipments` (`order_id`);--> statement-breakpoint
CREATE TABLE `order_refunds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`payment_id` integer,
	`method` text NOT NULL,
	`amount` integer NOT NULL,
	`status` text NOT NULL,
	`provider_refund_id` text,
	`reason` text DEFAULT '' NOT NULL,
	`error` text,
	`actor_id` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `order_refunds_order` ON `order_refunds` (`order_id`);--> statement-breakpoint
CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` text NOT NULL,
	`actor_id` integer,
	`actor_email` text DEFAULT '' NOT NULL,
	`ip` text DEFAULT '' NOT NULL,
	`object_type` text NOT NULL,
	`object_id` text NOT NULL,
	`action` text NOT NULL,
	`before` text,
	`after` text
);
--> statement-breakpoint
CREATE INDEX `audit_log_object` ON `audit_log` (`object_type`,`object_id`,`id`);--> statement-breakpoint
CREATE INDEX `audit_log_actor` ON `audit_log` (`actor_id`,`id`);--> statement-breakpoint
CREATE TABLE `staff_recovery_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`code_hash` text NOT NULL,
	`created_at` text NOT NULL,
	`used_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `staff_recovery_codes_hash` ON `staff_recovery_codes` (`user_id`,`code_hash`);--> statement-breakpoint
CREATE TABLE `staff_sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL,
	`revoked_at` text,
	`ip` text
);
--> statement-breakpoint
CREATE INDEX `staff_sessions_user` ON `staff_sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `staff_setup_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text
);
--> statement-breakpoint
CREATE INDEX `staff_setup_tokens_user` ON `staff_setup_tokens` (`user_id`);--> statement-breakpoint
CREATE TABLE `staff_totp` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`secret` text NOT NULL,
	`created_at` text NOT NULL,
	`confirmed_at` text,
	`last_step` integer
);
--> statement-breakpoint
CREATE TABLE `rfq_quote_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`quote_id` integer NOT NULL,
	`rfq_line_id` integer NOT NULL,
	`can_offer` integer NOT NULL,
	`unit_price` integer,
	`qty` integer,
	`lead_time` text DEFAULT '' NOT NULL,
	`date_code` text DEFAULT '' NOT NULL,
	`valid_until` text
);
--> statement-breakpoint
CREATE INDEX `rfq_quote_lines_quote` ON `rfq_quote_lines` (`quote_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `rfq_quote_lines_line` ON `rfq_quote_lines` (`rfq_line_id`);--> statement-breakpoint
CREATE TABLE `rfq_quotes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`rfq_id` integer NOT NULL,
	`created_at` text NOT NULL,
	`actor_id` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `rfq_quotes_rfq` ON `rfq_quotes` (`rfq_id`);--> statement-breakpoint
ALTER TABLE `users` ADD `role` text DEFAULT 'customer' NOT NULL;--> statement-breakpoint
CREATE TRIGGER `audit_log_no_update` BEFORE UPDATE ON `audit_log` BEGIN
  SELECT RAISE(ABORT, 'audit_log is append-only');
END;--> statement-breakpoint
CREATE TRIGGER `audit_log_no_delete` BEFORE DELETE ON `audit_log` BEGIN
  SELECT RAISE(ABORT, 'audit_log is append-only');
END;
