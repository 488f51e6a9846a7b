CREATE TABLE `bom_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`bom_id` integer NOT NULL,
	`row` integer NOT NULL,
	`part_text` text NOT NULL,
	`manufacturer_text` text NOT NULL,
	`qty` integer NOT NULL,
	`qty_text` text NOT NULL,
	`designators` text NOT NULL,
	`description` text NOT NULL,
	`customer_ref` text NOT NULL,
	`supplier_pn` text NOT NULL,
	`match_kind` text DEFAULT 'none' NOT NULL,
	`confidence` real DEFAULT 0 NOT NULL,
	`part_id` integer,
	`candidates` text DEFAULT '[]' NOT NULL,
	`goods_id` integer,
	`goods_pinned` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `bom_lines_bom` ON `bom_lines` (`bom_id`,`row`);--> statement-breakpoint
CREATE TABLE `boms` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`name` text NOT NULL,
	`file_name` text DEFAULT '' NOT NULL,
	`file_key` text NOT NULL,
	`columns` text NOT NULL,
	`sets` integer DEFAULT 1 NOT NULL,
	`status` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `boms_user` ON `boms` (`user_id`,`updated_at`);--> statement-breakpoint
CREATE INDEX `part_params_num` ON `part_params` (`param_id`,`num`);