ALTER TABLE `feedback` ADD `handled_at` text;--> statement-breakpoint
ALTER TABLE `feedback` ADD `handled_by` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `feedback` ADD `handled_note` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `disabled_at` text;--> statement-breakpoint
ALTER TABLE `users` ADD `disabled_reason` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `erased_at` text;