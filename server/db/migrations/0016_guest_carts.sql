-- Guest carts (issue 30): cart_items get an owner that is a user or a guest cart. drizzle-kit wrote
-- this; hand-corrected: the copy selects NULL for the new column, and the check names no table.
CREATE TABLE `guest_carts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` text NOT NULL,
	`used_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `guest_carts_token_hash_unique` ON `guest_carts` (`token_hash`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_cart_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`guest_cart_id` integer,
	`goods_id` integer NOT NULL,
	`qty` integer NOT NULL,
	`selected` integer DEFAULT true NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	CONSTRAINT "cart_items_one_owner" CHECK((`user_id` IS NULL) <> (`guest_cart_id` IS NULL))
);
--> statement-breakpoint
INSERT INTO `__new_cart_items`("id", "user_id", "guest_cart_id", "goods_id", "qty", "selected", "created_at", "updated_at") SELECT "id", "user_id", NULL, "goods_id", "qty", "selected", "created_at", "updated_at" FROM `cart_items`;--> statement-breakpoint
DROP TABLE `cart_items`;--> statement-breakpoint
ALTER TABLE `__new_cart_items` RENAME TO `cart_items`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `cart_items_user_goods` ON `cart_items` (`user_id`,`goods_id`);--> statement-breakpoint
CREATE INDEX `cart_items_user` ON `cart_items` (`user_id`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `cart_items_guest_goods` ON `cart_items` (`guest_cart_id`,`goods_id`);--> statement-breakpoint
CREATE INDEX `cart_items_guest` ON `cart_items` (`guest_cart_id`,`id`);