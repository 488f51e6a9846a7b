CREATE TABLE `payment_refunds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`payment_id` integer NOT NULL,
	`provider_refund_id` text NOT NULL,
	`amount` integer NOT NULL,
	`status` text NOT NULL,
	`reason` text DEFAULT '' NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_refunds_provider` ON `payment_refunds` (`payment_id`,`provider_refund_id`);--> statement-breakpoint
CREATE TABLE `payment_webhook_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`provider` text NOT NULL,
	`event_id` text NOT NULL,
	`event_type` text NOT NULL,
	`resource_id` text DEFAULT '' NOT NULL,
	`received_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_webhook_events_event` ON `payment_webhook_events` (`provider`,`event_id`);--> statement-breakpoint
CREATE TABLE `payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`provider` text NOT NULL,
	`provider_order_id` text NOT NULL,
	`method` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text DEFAULT 'USD' NOT NULL,
	`status` text NOT NULL,
	`capture_id` text,
	`captured_amount` integer,
	`hold_reason` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`captured_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payments_provider_order` ON `payments` (`provider`,`provider_order_id`);--> statement-breakpoint
CREATE INDEX `payments_order` ON `payments` (`order_id`);--> statement-breakpoint
CREATE INDEX `payments_capture` ON `payments` (`capture_id`);--> statement-breakpoint
CREATE TABLE `test_provider_orders` (
	`id` text PRIMARY KEY NOT NULL,
	`amount` text NOT NULL,
	`currency` text NOT NULL,
	`reference` text NOT NULL,
	`status` text NOT NULL,
	`capture_id` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
-- Online payments join the enabled methods (site config `pay_methods`) where the operator kept the
-- default: which of them a buyer is offered also depends on the provider (PayPal: wallet and card;
-- without PayPal: the test provider, unless turned off). See server/domains/payments/methods.ts.
UPDATE `site_config` SET `value` = '["bank","wallet","card","test"]' WHERE `key` = 'pay_methods' AND `value` = '["bank"]';
