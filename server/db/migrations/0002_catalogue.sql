CREATE TABLE `banner_translations` (
	`banner_id` integer NOT NULL,
	`locale` text NOT NULL,
	`title` text NOT NULL,
	`subtitle` text DEFAULT '' NOT NULL,
	PRIMARY KEY(`banner_id`, `locale`)
);
--> statement-breakpoint
CREATE TABLE `banners` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`position` text DEFAULT 'home' NOT NULL,
	`image` text NOT NULL,
	`link` text DEFAULT '' NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	`active` integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `banners_position` ON `banners` (`position`,`sort`);--> statement-breakpoint
CREATE TABLE `catalogue_blog_links` (
	`target_type` text NOT NULL,
	`target_id` integer NOT NULL,
	`news_id` integer NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`target_type`, `target_id`, `news_id`)
);
--> statement-breakpoint
CREATE TABLE `catalogue_stats` (
	`key` text PRIMARY KEY NOT NULL,
	`value` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`parent_id` integer,
	`depth` integer DEFAULT 0 NOT NULL,
	`slug` text NOT NULL,
	`icon` text DEFAULT '' NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	`part_count` integer DEFAULT 0 NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `categories_slug` ON `categories` (`slug`);--> statement-breakpoint
CREATE INDEX `categories_parent` ON `categories` (`parent_id`,`sort`);--> statement-breakpoint
CREATE TABLE `category_facets` (
	`category_id` integer NOT NULL,
	`kind` text NOT NULL,
	`key` integer DEFAULT 0 NOT NULL,
	`value` text DEFAULT '' NOT NULL,
	`num` real,
	`count` integer NOT NULL,
	PRIMARY KEY(`category_id`, `kind`, `key`, `value`)
);
--> statement-breakpoint
CREATE TABLE `category_params` (
	`category_id` integer NOT NULL,
	`param_id` integer NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`category_id`, `param_id`)
);
--> statement-breakpoint
CREATE TABLE `category_translations` (
	`category_id` integer NOT NULL,
	`locale` text NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	PRIMARY KEY(`category_id`, `locale`)
);
--> statement-breakpoint
CREATE TABLE `floor_goods` (
	`floor_id` integer NOT NULL,
	`goods_id` integer NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`floor_id`, `goods_id`)
);
--> statement-breakpoint
CREATE TABLE `floor_translations` (
	`floor_id` integer NOT NULL,
	`locale` text NOT NULL,
	`title` text NOT NULL,
	`subtitle` text DEFAULT '' NOT NULL,
	PRIMARY KEY(`floor_id`, `locale`)
);
--> statement-breakpoint
CREATE TABLE `floors` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`category_id` integer,
	`icon` text DEFAULT '' NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `goods` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`part_id` integer NOT NULL,
	`supplier` text NOT NULL,
	`stock_location` text NOT NULL,
	`date_code` text DEFAULT '' NOT NULL,
	`stock` integer DEFAULT 0 NOT NULL,
	`moq` integer DEFAULT 1 NOT NULL,
	`multiple` integer DEFAULT 1 NOT NULL,
	`price_tiers` text NOT NULL,
	`unit_price` integer NOT NULL,
	`ship_days` integer DEFAULT 3 NOT NULL,
	`featured` integer DEFAULT 0 NOT NULL,
	`hot` integer DEFAULT 0 NOT NULL,
	`recommended` integer DEFAULT 0 NOT NULL,
	`preferential` integer DEFAULT 0 NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `goods_part` ON `goods` (`part_id`);--> statement-breakpoint
CREATE INDEX `goods_featured` ON `goods` (`id`) WHERE featured = 1;--> statement-breakpoint
CREATE INDEX `goods_hot` ON `goods` (`id`) WHERE hot = 1;--> statement-breakpoint
CREATE INDEX `goods_recommended` ON `goods` (`id`) WHERE recommended = 1;--> statement-breakpoint
CREATE INDEX `goods_preferential` ON `goods` (`id`) WHERE preferential = 1;--> statement-breakpoint
CREATE TABLE `manufacturer_aliases` (
	`alias_norm` text PRIMARY KEY NOT NULL,
	`alias` text NOT NULL,
	`manufacturer_id` integer NOT NULL,
	`searchable` integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `manufacturer_aliases_manufacturer` ON `manufacturer_aliases` (`manufacturer_id`);--> statement-breakpoint
CREATE TABLE `manufacturer_translations` (
	`manufacturer_id` integer NOT NULL,
	`locale` text NOT NULL,
	`description` text NOT NULL,
	PRIMARY KEY(`manufacturer_id`, `locale`)
);
--> statement-breakpoint
CREATE TABLE `manufacturers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`logo` text DEFAULT '' NOT NULL,
	`website` text DEFAULT '' NOT NULL,
	`part_count` integer DEFAULT 0 NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `manufacturers_slug` ON `manufacturers` (`slug`);--> statement-breakpoint
CREATE INDEX `manufacturers_name` ON `manufacturers` (`name`);--> statement-breakpoint
CREATE TABLE `param_translations` (
	`param_id` integer NOT NULL,
	`locale` text NOT NULL,
	`name` text NOT NULL,
	PRIMARY KEY(`param_id`, `locale`)
);
--> statement-breakpoint
CREATE TABLE `params` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`unit` text DEFAULT '' NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `params_key` ON `params` (`key`);--> statement-breakpoint
CREATE TABLE `part_documents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`part_id` integer NOT NULL,
	`kind` text NOT NULL,
	`title` text NOT NULL,
	`url` text NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `part_documents_part` ON `part_documents` (`part_id`);--> statement-breakpoint
CREATE TABLE `part_params` (
	`part_id` integer NOT NULL,
	`param_id` integer NOT NULL,
	`value` text NOT NULL,
	`num` real,
	PRIMARY KEY(`part_id`, `param_id`)
);
--> statement-breakpoint
CREATE INDEX `part_params_value` ON `part_params` (`param_id`,`value`);--> statement-breakpoint
CREATE TABLE `part_xrefs` (
	`code_norm` text NOT NULL,
	`part_id` integer NOT NULL,
	`source` text NOT NULL,
	`code` text NOT NULL,
	PRIMARY KEY(`code_norm`, `part_id`)
);
--> statement-breakpoint
CREATE INDEX `part_xrefs_part` ON `part_xrefs` (`part_id`);--> statement-breakpoint
CREATE TABLE `parts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`mpn` text NOT NULL,
	`mpn_norm` text NOT NULL,
	`manufacturer_id` integer NOT NULL,
	`category_id` integer NOT NULL,
	`package` text DEFAULT '' NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`datasheet` text DEFAULT '' NOT NULL,
	`rohs` integer,
	`lifecycle` text DEFAULT 'active' NOT NULL,
	`lead_time_weeks` integer,
	`goods_id` integer,
	`source` text DEFAULT '' NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `parts_mpn_norm` ON `parts` (`mpn_norm`,`manufacturer_id`);--> statement-breakpoint
CREATE INDEX `parts_manufacturer` ON `parts` (`manufacturer_id`);--> statement-breakpoint
CREATE INDEX `parts_category` ON `parts` (`category_id`);--> statement-breakpoint
CREATE INDEX `parts_category_mpn` ON `parts` (`category_id`,`mpn_norm`);