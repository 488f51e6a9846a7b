ALTER TABLE `parts` ADD `package_norm` text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Parts written before: the maker's name, until the import's refresh normalises it (seed/catalogue/catalogue.ts refreshPackageFacets).
UPDATE `parts` SET `package_norm` = `package`;--> statement-breakpoint
CREATE INDEX `parts_real_mpn` ON `parts` (`mpn_norm`) WHERE source <> 'generated';
