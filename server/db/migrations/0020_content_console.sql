DROP INDEX `goods_featured`;--> statement-breakpoint
DROP INDEX `goods_hot`;--> statement-breakpoint
DROP INDEX `goods_recommended`;--> statement-breakpoint
DROP INDEX `goods_preferential`;--> statement-breakpoint
CREATE INDEX `goods_featured_place` ON `goods` (`featured`,`id`) WHERE featured > 0;--> statement-breakpoint
CREATE INDEX `goods_hot_place` ON `goods` (`hot`,`id`) WHERE hot > 0;--> statement-breakpoint
CREATE INDEX `goods_recommended_place` ON `goods` (`recommended`,`id`) WHERE recommended > 0;--> statement-breakpoint
CREATE INDEX `goods_preferential_place` ON `goods` (`preferential`,`id`) WHERE preferential > 0;--> statement-breakpoint
ALTER TABLE `news` ADD `status` text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE `news` ADD `updated_at` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `banner_translations` ADD `image` text DEFAULT '' NOT NULL;