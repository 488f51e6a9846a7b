-- Guest BOMs (issue 33): a BOM belongs to a user or to a guest's private link until it expires.
-- drizzle-kit wrote this; hand-corrected: the copy selects NULL for the new columns, and the check
-- names no table.
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_boms` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`guest_token_hash` text,
	`expires_at` text,
	`name` text NOT NULL,
	`file_name` text DEFAULT '' NOT NULL,
	`file_key` text NOT NULL,
	`columns` text NOT NULL,
	`sets` integer DEFAULT 1 NOT NULL,
	`status` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	CONSTRAINT "boms_one_owner" CHECK((`user_id` IS NULL) <> (`guest_token_hash` IS NULL))
);
--> statement-breakpoint
INSERT INTO `__new_boms`("id", "user_id", "guest_token_hash", "expires_at", "name", "file_name", "file_key", "columns", "sets", "status", "created_at", "updated_at") SELECT "id", "user_id", NULL, NULL, "name", "file_name", "file_key", "columns", "sets", "status", "created_at", "updated_at" FROM `boms`;--> statement-breakpoint
DROP TABLE `boms`;--> statement-breakpoint
ALTER TABLE `__new_boms` RENAME TO `boms`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `boms_user` ON `boms` (`user_id`,`updated_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `boms_guest_token` ON `boms` (`guest_token_hash`);--> statement-breakpoint
CREATE INDEX `boms_expires` ON `boms` (`expires_at`);