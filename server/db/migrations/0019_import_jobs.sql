-- Feed imports (server/domains/catalogue/import): the import jobs with their cursor (an apply
-- resumes after the last batch it committed), the offers each job's feed named (for --full), and
-- the makers and categories a feed created, flagged for an operator's review; a feed's picture URL.
CREATE TABLE `import_job_offers` (
	`job_id` integer NOT NULL,
	`goods_id` integer NOT NULL,
	PRIMARY KEY(`job_id`, `goods_id`)
);
--> statement-breakpoint
CREATE TABLE `import_jobs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`supplier` text NOT NULL,
	`file_name` text NOT NULL,
	`file_key` text NOT NULL,
	`full` integer DEFAULT 0 NOT NULL,
	`status` text NOT NULL,
	`mapping` text NOT NULL,
	`cursor` integer DEFAULT 0 NOT NULL,
	`total` integer DEFAULT 0 NOT NULL,
	`preview` text,
	`result` text,
	`actor_id` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`finished_at` text
);
--> statement-breakpoint
CREATE INDEX `import_jobs_file` ON `import_jobs` (`file_key`,`supplier`,`status`);--> statement-breakpoint
ALTER TABLE `categories` ADD `needs_review` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `manufacturers` ADD `needs_review` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `parts` ADD `picture_url` text DEFAULT '' NOT NULL;